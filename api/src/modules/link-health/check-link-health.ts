import type { Db } from '../../db/client';
import { type OutboundOptions, type OutboundResult, outboundFetch } from '../../http/outbound-fetch';
import { claimLinks, type HealthResult, saveHealth } from './queries';

/** Links checked within this window are not checked again: a second run the same day does nothing. */
const RECHECK_AFTER_MS = 12 * 60 * 60 * 1000;
const CONCURRENCY = 8;
const BATCH = 32;

export interface LinkHealthReport {
  checked: number;
  regular: number;
  irregular: number;
  notVerified: number;
}

const reachable = (result: OutboundResult) => result.ok && result.status < 400;

/** HEAD first; servers that refuse or fail it get a GET (whose body is not read). */
async function probe(url: string, outbound: OutboundOptions): Promise<HealthResult> {
  const head = await outboundFetch(url, { ...outbound, method: 'HEAD' });
  if (reachable(head)) return { error: false, verificationStatus: 0 };
  // A destination this server may not reach (private address, odd port) cannot be judged from here.
  if (!head.ok && head.reason === 'refused') return { error: false, verificationStatus: 3 };
  const get = await outboundFetch(url, { ...outbound, method: 'GET', discardBody: true });
  if (reachable(get)) return { error: false, verificationStatus: 0 };
  if (!get.ok && get.reason === 'refused') return { error: false, verificationStatus: 3 };
  return { error: true, verificationStatus: 1 };
}

/**
 * The link health check job (spec 001 §2 "A daily check marks a link irregular when its address fails"): every
 * active link not checked in the last 12 hours, in claimed batches, 8 at a time, through the SSRF-safe fetch.
 */
export async function checkLinkHealth(
  db: Db,
  outbound: OutboundOptions,
  now: Date,
): Promise<LinkHealthReport> {
  const report: LinkHealthReport = { checked: 0, regular: 0, irregular: 0, notVerified: 0 };
  const checkedBefore = new Date(now.getTime() - RECHECK_AFTER_MS);
  for (;;) {
    const batch = await claimLinks(db, now, checkedBefore, BATCH);
    if (batch.length === 0) return report;
    let next = 0;
    const worker = async () => {
      for (let link = batch[next++]; link; link = batch[next++]) {
        const result = await probe(link.url, outbound);
        await saveHealth(db, link.id, now, result);
        report.checked += 1;
        if (result.verificationStatus === 0) report.regular += 1;
        else if (result.verificationStatus === 1) report.irregular += 1;
        else report.notVerified += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
}
