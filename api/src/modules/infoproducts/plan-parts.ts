import { AppError, notFound } from '../../errors';
import type { PartWrites } from './queries';

/**
 * One entry of a page's list (topics, custom fields, options, footer links) as it will be stored: a saved one
 * sent deleted is only marked (its content kept), a live one carries its values; `position` is its index.
 */
export type PartPlan<V> =
  | { id: number; deleted: true; position: number }
  | { id: number | null; deleted: false; position: number; values: V };

interface PartInput {
  id: number | null;
  deleted: boolean;
}

interface StoredPart {
  id: number;
  deleted: boolean;
  position: number;
}

/**
 * A list from a body against what is stored: new entries sent deleted are dropped, an id that is not one of
 * the stored entries is 404 (as any id that is not the owner's), the same id twice 400 `invalid`, more than
 * `max` live entries 400 `invalidSize`. `valuesOf` checks and converts a live entry (it may throw its rule).
 */
export function planParts<I extends PartInput, S extends StoredPart, V>(
  inputs: readonly I[],
  stored: readonly S[],
  max: number,
  valuesOf: (input: I, current: S | undefined) => V,
): PartPlan<V>[] {
  const byId = new Map(stored.map((part) => [part.id, part]));
  const kept = inputs.filter((input) => !(input.deleted && input.id === null));
  const seen = new Set<number>();
  for (const input of kept) {
    if (input.id === null) continue;
    if (!byId.has(input.id)) throw notFound();
    if (seen.has(input.id)) throw new AppError(400, ['invalid']);
    seen.add(input.id);
  }
  if (kept.filter((input) => !input.deleted).length > max) throw new AppError(400, ['invalidSize']);
  return kept.map((input, position): PartPlan<V> => {
    if (input.deleted && input.id !== null) return { id: input.id, deleted: true, position };
    const current = input.id === null ? undefined : byId.get(input.id);
    return { id: input.id, deleted: false, position, values: valuesOf(input, current) };
  });
}

/** How many entries of a plan are live. */
export function liveCount(plans: readonly PartPlan<unknown>[]): number {
  return plans.filter((plan) => !plan.deleted).length;
}

/**
 * Writes a planned list in the caller's transaction; saved entries the body left out are marked deleted and
 * placed after it (their rows stay: a lead's answers point at its fields). Answers each plan's row id, in order.
 */
export async function writeParts<V>(
  writes: PartWrites<V>,
  plans: readonly PartPlan<V>[],
  stored: readonly StoredPart[],
): Promise<number[]> {
  const ids: number[] = [];
  const sent = new Set<number>();
  for (const plan of plans) {
    if (plan.deleted) {
      if (!(await writes.update(plan.id, { deleted: true, position: plan.position }))) throw notFound();
      ids.push(plan.id);
      sent.add(plan.id);
    } else if (plan.id === null) {
      ids.push(await writes.insert({ ...plan.values, deleted: false, position: plan.position }));
    } else {
      const values = { ...plan.values, deleted: false, position: plan.position };
      if (!(await writes.update(plan.id, values))) throw notFound();
      ids.push(plan.id);
      sent.add(plan.id);
    }
  }
  // After the ones sent, in their old order: a list reads the same whatever the old positions were.
  let position = plans.length;
  for (const part of stored) {
    if (sent.has(part.id) || part.deleted) continue;
    if (!(await writes.update(part.id, { deleted: true, position }))) throw notFound();
    position += 1;
  }
  return ids;
}
