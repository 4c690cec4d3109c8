import type { Shooting } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import type { SmsShootingRow } from '../../db/schema';
import { notFound } from '../../errors';
import { findOwnedShooting, linksOfShootings, messageCountsOf } from './queries';
import { toShooting } from './transform';

/** Statuses whose recipients have messages to count. */
const SENDING: ReadonlySet<string> = new Set(['PROCESSING', 'SENT', 'FAILURE']);

/** The answers of some of one owner's shootings: their links with views and their send's progress. */
export async function shootingAnswers(
  db: Db,
  rows: readonly SmsShootingRow[],
  origin: string,
): Promise<Shooting[]> {
  const ids = rows.map((row) => row.id);
  const [counts, links] = await Promise.all([
    messageCountsOf(
      db,
      rows.filter((row) => SENDING.has(row.status)).map((row) => row.id),
    ),
    linksOfShootings(db, ids),
  ]);
  return rows.map((row) =>
    toShooting(
      row,
      counts.get(row.id),
      links.filter((link) => link.shootingId === row.id),
      origin,
    ),
  );
}

/** One shooting's answer (GET, and after a save or a send). */
export async function shootingAnswer(db: Db, row: SmsShootingRow, origin: string): Promise<Shooting> {
  const [answer] = await shootingAnswers(db, [row], origin);
  if (!answer) throw new Error('no answer for a shooting');
  return answer;
}

/** One of the owner's shootings; another user's answers 404 like a missing one. */
export async function getShootingOrThrow(db: Db, ownerId: number, id: number): Promise<SmsShootingRow> {
  const row = await findOwnedShooting(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}
