import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../helpers/test-app';
import { eventually, writeAndAwaitInvalidation } from '../helpers/visitor-cache';
import { createLink, grantPlan } from '../modules/online-addresses/fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

async function lookup(code: string) {
  const response = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Looks each code up until the cache keeps it (a lookup that raced a notification is not kept). */
async function cacheAll(codes: string[]): Promise<void> {
  await eventually(async () => {
    for (const code of codes) await lookup(code);
    return codes.every((code) => ctx.app.visitorCache.get(code) !== undefined);
  });
}

/** The owner's part of the cached view of each link. */
const ownerViews = (codes: string[]) => codes.map((code) => ctx.app.visitorCache.get(code)?.view?.user);

describe('owner views: one per owner, shared by all their links', () => {
  it('a change to an owner’s config or plan changes all their links’ answers at once', async () => {
    const token = await signIn(ctx.app, 'varios@example.com');
    const links = [];
    for (const path of ['um', 'dois', 'tres'])
      links.push(await createLink(ctx.app, `exemplo.com/${path}`, token));
    const codes = links.map((link) => link.code);
    const ownerId = links[0]?.user?.id;
    expect(ownerId).toBeDefined();
    await cacheAll(codes);
    const [first, ...others] = ownerViews(codes);
    expect(first).toBeDefined();
    // Not equal copies: the very same object.
    for (const other of others) expect(other).toBe(first);
    expect(first?.features).toEqual([]);

    await grantPlan(ctx.app, 'varios@example.com', 'PRO');
    await eventually(() => codes.every((code) => ctx.app.visitorCache.get(code) === undefined));
    for (const code of codes) {
      expect((await lookup(code)).user.features).toEqual(expect.arrayContaining(['loadingScreen']));
    }

    // A config written by plain SQL, as an operator would: every link shows it on its next lookup.
    await cacheAll(codes);
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.database.exec(
        `insert into configs (user_id, site_name, loader_time) values (${ownerId}, 'Loja Nova', 3)
         on conflict (user_id) do update set site_name = 'Loja Nova', loader_time = 3`,
      ),
    );
    for (const code of codes) expect(ctx.app.visitorCache.get(code)).toBeUndefined();
    for (const code of codes) {
      expect((await lookup(code)).user.config).toMatchObject({ siteName: 'Loja Nova', loaderTime: 3 });
    }
    await cacheAll(codes);
    const [renewed, ...rest] = ownerViews(codes);
    expect(renewed).not.toBe(first);
    for (const other of rest) expect(other).toBe(renewed);
  });

  it('links cached with an owner read earlier do not outlive the owner’s plan', async () => {
    const token = await signIn(ctx.app, 'fim-do-plano@example.com');
    const links = [];
    for (const path of ['a', 'b', 'c']) links.push(await createLink(ctx.app, `exemplo.com/${path}`, token));
    const codes = links.map((link) => link.code);
    const ownerId = links[0]?.user?.id;
    await grantPlan(ctx.app, 'fim-do-plano@example.com', 'PRO');
    // The plan ends in two seconds: the first link's miss reads the owner, the others reuse that view.
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.database.exec(
        `update user_subscription_plans set end_at = now() + interval '2 seconds' where user_id = ${ownerId}`,
      ),
    );
    await cacheAll(codes);
    expect(new Set(ownerViews(codes)).size).toBe(1);
    expect((await lookup(codes[2] as string)).user.features).toContain('loadingScreen');
    // Gone with the plan, not five minutes later; the next lookups show the free plan.
    await eventually(() => codes.every((code) => ctx.app.visitorCache.get(code) === undefined), 4_000);
    for (const code of codes) expect((await lookup(code)).user.features).not.toContain('loadingScreen');
  });
});
