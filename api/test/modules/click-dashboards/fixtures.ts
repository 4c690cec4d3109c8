import type { FastifyInstance } from 'fastify';
import { insertClickBatch, type NewClick } from '../../../src/modules/clicks/queries';

export interface ClickSpec {
  at: Date;
  session?: string | null;
  platform?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  suspicion?: string | null;
}

/** Every table the click batch statement writes: emptied between property runs. */
export const clickTables = [
  'clicks',
  'suspicious_clicks',
  'clicks_daily',
  'click_quarter_hours',
  'click_sessions',
  'owner_click_quarter_hours',
  'owner_clicks_daily',
  'owner_domain_clicks_daily',
  'click_visits',
  'owner_visit_gaps',
  'owner_long_gap_visits',
  'click_dimensions_daily',
] as const;

/** Stores clicks through the real batch statement, as the ingest does, and rolls them up (decision 042). */
export async function storeClicks(
  app: FastifyInstance,
  linkId: number,
  specs: readonly ClickSpec[],
): Promise<void> {
  const batch: NewClick[] = specs.map((spec) => ({
    onlineAddressId: linkId,
    userSessionId: spec.session ?? null,
    platform: spec.platform ?? null,
    breakpointName: null,
    shareOn: null,
    country: spec.country ?? null,
    state: spec.state ?? null,
    city: spec.city ?? null,
    createdAt: spec.at,
    suspicion: spec.suspicion ?? null,
  }));
  for (let start = 0; start < batch.length; start += 500)
    await insertClickBatch(app.db, batch.slice(start, start + 500));
  await app.clickRollups.catchUp();
}

/** The local calendar bucket of an instant in a zone, as the API labels it. */
export function localBucket(at: Date, timeZone: string, unit: 'DAY' | 'MONTH' | 'YEAR'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  if (unit === 'YEAR') return `${parts.year}`;
  if (unit === 'MONTH') return `${parts.year}-${parts.month}`;
  return `${parts.year}-${parts.month}-${parts.day}`;
}
