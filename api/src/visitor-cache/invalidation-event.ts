import * as v from 'valibot';

/** The channel the database triggers of migration 0005 notify on every write to what a visitor page shows. */
export const VISITOR_CACHE_CHANNEL = 'visitor_cache';

/**
 * What changed, as the triggers write it: one link (its id and every code it had), everything an owner
 * shows on their links (config, plans), or anything (a plan's name, a truncated table).
 */
const invalidationEvent = v.union([
  v.strictObject({ link: v.number(), codes: v.array(v.string()) }),
  v.strictObject({ owner: v.number() }),
  v.strictObject({ all: v.literal(true) }),
]);

export type InvalidationEvent = v.InferOutput<typeof invalidationEvent>;

/** The event in a notification's payload; undefined for anything else (then the whole cache is dropped). */
export function parseInvalidationEvent(payload: string): InvalidationEvent | undefined {
  try {
    const parsed = v.safeParse(invalidationEvent, JSON.parse(payload));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
