import { messageKeys } from '@atalho/sdk/schemas';
import { type ContactInput, type ContactProperty, smsMessageKeys } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { moveContacts } from '../contact-consents';
import { newContactCodes } from './generate-contact-code';
import {
  type ContactParts,
  type ContactsAuthor,
  findOrCreateSegments,
  insertContacts,
  lockOwnedContacts,
  updateOwnedContacts,
  writeContactParts,
} from './queries';

export interface WrittenContacts {
  created: number;
  updated: number;
  /** Numbers of new contacts skipped because the owner already has them. */
  duplicates: string[];
  /** Each item's contact id, in the items' order; null for a skipped duplicate. */
  ids: (number | null)[];
}

function propertiesOf(item: ContactInput): ContactProperty[] {
  const byName = new Map(item.properties.map((property) => [property.name, property.value]));
  return [...byName].map(([name, value]) => ({ name, value }));
}

/**
 * Saves contacts inside the caller's transaction, set-based (a few statements for 1,000 contacts): segments
 * found or created by name, replaced contacts updated (a changed number back to SAVED with its consent row:
 * consent was given for the old one), new contacts inserted as SAVED with a code and their first consent row,
 * then every contact's segments and properties. A number repeated inside the items is 400 `exitsRepeatNumber`;
 * a replaced contact that is not the owner's, or a segment id that is not, is 404; a replaced contact given
 * a number another contact has is 409 `exitsRepeatNumber` (from the unique index). New contacts whose number
 * the owner has are skipped and listed.
 */
export async function writeContacts(
  tx: Db,
  ownerId: number,
  items: readonly ContactInput[],
  author: ContactsAuthor,
): Promise<WrittenContacts> {
  if (new Set(items.map((item) => item.number)).size < items.length) {
    throw new AppError(400, [smsMessageKeys.repeatedNumber]);
  }
  const replacedIds = items.flatMap((item) => (item.id == null ? [] : [item.id]));
  if (new Set(replacedIds).size < replacedIds.length) throw new AppError(400, [messageKeys.invalid]);

  const segmentIds = new Set<number>();
  const segmentNames = new Set<string>();
  for (const item of items) {
    for (const segment of item.segments) {
      if (segment.id == null) segmentNames.add(segment.name);
      else segmentIds.add(segment.id);
    }
  }
  const found = await findOrCreateSegments(tx, ownerId, [...segmentIds], [...segmentNames]);
  const idOfName = new Map(found.map((segment) => [segment.name, segment.id]));
  const ownedIds = new Set(found.map((segment) => segment.id));
  for (const id of segmentIds) if (!ownedIds.has(id)) throw notFound();

  // Each item's segment ids and property names, sorted: its parts, and the arrays its row repeats them in.
  const partsOf = items.map((item) => {
    const segments = new Set(item.segments.map((segment) => segment.id ?? idOfName.get(segment.name) ?? 0));
    segments.delete(0);
    const properties = propertiesOf(item);
    return {
      segmentIds: [...segments].sort((a, b) => a - b),
      properties,
      propertyNames: properties.map((property) => property.name).sort(),
    };
  });
  const columnsOf = (item: ContactInput, n: number) => ({
    number: item.number,
    tags: item.tags,
    segmentIds: partsOf[n]?.segmentIds ?? [],
    propertyNames: partsOf[n]?.propertyNames ?? [],
  });

  const locked = await lockOwnedContacts(tx, ownerId, replacedIds);
  if (locked.length < replacedIds.length) throw notFound();
  const replaced = items.flatMap((item, n) =>
    item.id == null ? [] : [{ id: item.id, ...columnsOf(item, n) }],
  );
  await updateOwnedContacts(tx, ownerId, replaced);
  const numberOf = new Map(replaced.map((item) => [item.id, item.number]));
  const renumbered = locked.filter((row) => numberOf.get(row.id) !== row.number).map((row) => row.id);
  if (renumbered.length > 0) {
    await moveContacts(tx, {
      userId: ownerId,
      contactIds: renumbered,
      to: 'SAVED',
      source: 'OWNER',
      ip: author.ip,
      userAgent: author.userAgent,
      business: author.business,
    });
  }

  const news = items.flatMap((item, n) => (item.id == null ? [columnsOf(item, n)] : []));
  const codes = newContactCodes(news.length);
  const created = await insertContacts(
    tx,
    ownerId,
    news.map((item, n) => ({ ...item, code: codes[n] ?? '' })),
    author,
  );
  const createdId = new Map(created.map((row) => [row.number, row.id]));
  const ids = items.map((item) => item.id ?? createdId.get(item.number) ?? null);

  const parts: ContactParts[] = [];
  ids.forEach((contactId, n) => {
    const part = partsOf[n];
    if (contactId == null || !part) return;
    parts.push({ contactId, segmentIds: part.segmentIds, properties: part.properties });
  });
  await writeContactParts(tx, ownerId, parts, replacedIds);

  return {
    created: created.length,
    updated: replaced.length,
    duplicates: news.filter((item) => !createdId.has(item.number)).map((item) => item.number),
    ids,
  };
}
