import type { ContactAccessBody } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { addressGroupOf } from '../../http/client-address';
import type { VisitTokens } from '../../security/visit-token';
import type { LinkViewCache } from '../../visitor-cache';
import type { VisitorViews } from '../../visitor-views';
import { isCrawler } from '../clicks/is-crawler';
import type { HourlyCap } from '../clicks/visit-ledger';
import { getOnlineAddressView } from '../online-addresses';
import { findAccessTarget, insertContactAccess } from './queries';

export interface ContactAccessDeps {
  db: Db;
  links: LinkViewCache;
  views: VisitorViews;
  visitTokens: VisitTokens;
  /** The click pipeline's hourly caps, counted apart for contact accesses (per contact, address and link). */
  cap: HourlyCap;
}

export interface AccessContext {
  userAgent: string | undefined;
  ip: string;
  now: Date;
}

/**
 * A campaign contact opened `/{code}/{contactCode}` (spec 000 §3 "Contact access"; decision 034), judged by the
 * click pipeline's rules: a crawler records nothing; an unknown link, or a contact that is not a recipient of a
 * shooting linking it, is 404; without the page's valid visit token nothing is recorded; past the hourly caps
 * (per contact and address, sessions and accesses per address) nothing is recorded. True when recorded.
 */
export async function recordContactAccess(
  deps: ContactAccessDeps,
  body: ContactAccessBody,
  context: AccessContext,
): Promise<boolean> {
  if (context.userAgent !== undefined && isCrawler(context.userAgent)) return false;
  const { view } = await getOnlineAddressView(
    { db: deps.db, cache: deps.links, views: deps.views },
    body.onlineAddress.code,
  );
  if (!view) throw notFound();
  const target = await findAccessTarget(deps.db, body.contact.code, view.id);
  if (!target) throw notFound();
  if (!deps.visitTokens.verify(body.visitToken, view.id)) return false;
  const addressGroup = addressGroupOf(context.ip);
  const over = await deps.cap.over({ linkId: view.id, session: body.contact.code, address: addressGroup });
  if (over !== null) return false;
  await insertContactAccess(deps.db, target, { addressGroup, at: context.now });
  return true;
}
