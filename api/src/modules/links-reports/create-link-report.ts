import type { CreateLinkReportBody } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findLiveOnlineAddressById } from '../online-addresses';
import { insertLinkReport, type LinkReportRow } from './queries';

/** Only a live link can be reported; the reporter is kept when signed in. */
export async function createLinkReport(
  db: Db,
  body: CreateLinkReportBody,
  userId: number | null,
): Promise<LinkReportRow> {
  const link = await findLiveOnlineAddressById(db, body.onlineAddress.id);
  if (!link) throw notFound();
  return insertLinkReport(db, { message: body.message, onlineAddressId: link.id, userId });
}
