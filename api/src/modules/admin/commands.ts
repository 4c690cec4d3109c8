import * as v from 'valibot';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findActivePlans, grantPlan, type PaidTier, paidTiers, revokePaidPlans } from '../plans';
import { findUserByEmail, listUsers } from '../users';

export const PlanGrantInput = v.object({
  email: v.pipe(v.string('required'), v.trim(), v.email('invalid'), v.toLowerCase()),
  plan: v.picklist(paidTiers, 'invalid'),
  // A hundred years is "for good"; more would overflow the plan's end date.
  days: v.optional(
    v.pipe(
      v.number('invalid'),
      v.integer('invalid'),
      v.minValue(1, 'invalid'),
      v.maxValue(36_500, 'invalid'),
    ),
  ),
});
export type PlanGrantInput = v.InferOutput<typeof PlanGrantInput>;

export const JobRunInput = v.object({
  name: v.pipe(v.string('required'), v.regex(/^[a-z0-9._-]+$/i, 'invalid')),
  at: v.optional(v.pipe(v.string('invalid'), v.isoTimestamp('invalid'))),
});

export const PlanRevokeInput = v.object({
  email: v.pipe(v.string('required'), v.trim(), v.email('invalid'), v.toLowerCase()),
});
export type PlanRevokeInput = v.InferOutput<typeof PlanRevokeInput>;

export interface UserSummary {
  id: number;
  email: string;
  name: string;
  plans: string[];
  createdAt: string;
}

async function userIdByEmail(db: Db, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, ['user.not.found']);
  return user.id;
}

/** Shared by the CLI (direct database) and the loopback /_admin routes of a running server. */
export async function grantPlanByEmail(
  db: Db,
  input: PlanGrantInput,
): Promise<{ userId: number; plan: PaidTier }> {
  const userId = await userIdByEmail(db, input.email);
  await grantPlan(db, userId, input.plan, input.days);
  return { userId, plan: input.plan };
}

export async function revokePlanByEmail(
  db: Db,
  input: PlanRevokeInput,
): Promise<{ userId: number; revoked: number }> {
  const userId = await userIdByEmail(db, input.email);
  return { userId, revoked: await revokePaidPlans(db, userId) };
}

export async function summarizeUsers(db: Db): Promise<UserSummary[]> {
  const rows = await listUsers(db);
  const plans = await findActivePlans(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    plans: (plans.get(row.id) ?? []).map((plan) => plan.name),
    createdAt: row.createdAt.toISOString(),
  }));
}
