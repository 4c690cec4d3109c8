import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { useTestApp } from '../helpers/test-app';
import { eventually } from '../helpers/visitor-cache';
import { pageLoadCookie, visitToken as visitTokenOf } from '../modules/clicks/visit';
import { createLink } from '../modules/online-addresses/fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

/** The visitor lookup through Fastify (which caches what it loads). */
async function lookup(code: string): Promise<{ status: number; url?: string }> {
  const response = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
  return { status: response.statusCode, url: response.statusCode === 200 ? response.json().url : undefined };
}

/** Looks a code up until the cache keeps it (a lookup that raced a notification is not kept). */
async function cache(code: string): Promise<void> {
  await eventually(async () => {
    await lookup(code);
    return ctx.app.visitorCache.get(code) !== undefined;
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function sql(statement: string): Promise<void> {
  await ctx.app.database.exec(statement);
}

/** A link cached by a visit, owned by a user made by plain SQL. */
async function cachedOwnedLink(): Promise<{ id: number; code: string; ownerId: number }> {
  const link = await createLink(ctx.app, 'exemplo.com/dono');
  const email = `dono${link.id}@example.com`;
  await sql(`insert into users (email, name) values ('${email}', 'Dono')`);
  await sql(
    `update online_addresses set user_id = (select id from users where email = '${email}') where id = ${link.id}`,
  );
  const [owner] = rowsOf(await ctx.app.db.execute(`select id from users where email = '${email}'`));
  const ownerId = Number(owner?.id);
  await cache(link.code);
  expect(ctx.app.visitorCache.get(link.code)?.ownerId).toBe(ownerId);
  return { id: link.id, code: link.code, ownerId };
}

/** Every write by plain SQL (no module function, no call to remember) reaches the cache through the database. */
describe('visitor cache: invalidated by the database, whoever writes', () => {
  it('a link changed, renamed or deactivated by plain SQL', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/antes');
    await cache(link.code);
    await sql(`update online_addresses set url = 'https://exemplo.com/depois' where id = ${link.id}`);
    await eventually(() => ctx.app.visitorCache.get(link.code) === undefined);
    expect((await lookup(link.code)).url).toBe('https://exemplo.com/depois');

    // A code asked for before it existed is remembered as unknown until a write makes it exist.
    expect((await lookup('renomeado')).status).toBe(404);
    await cache('renomeado');
    expect(ctx.app.visitorCache.get('renomeado')?.view).toBeNull();
    await sql(`update online_addresses set code = 'renomeado' where id = ${link.id}`);
    await eventually(() => ctx.app.visitorCache.get('renomeado') === undefined);
    expect((await lookup('renomeado')).status).toBe(200);
    expect((await lookup(link.code)).status).toBe(404);
    await cache('renomeado');
    await sql(`update online_addresses set active = false where id = ${link.id}`);
    await eventually(() => ctx.app.visitorCache.get('renomeado') === undefined);
    expect((await lookup('renomeado')).status).toBe(404);
  });

  it("the owner's config and plans, inserted, changed or deleted by plain SQL", async () => {
    const link = await cachedOwnedLink();
    const gone = () => ctx.app.visitorCache.get(link.code) === undefined;
    await sql(`insert into configs (user_id, site_name) values (${link.ownerId}, 'Loja')`);
    await eventually(gone);
    await cache(link.code);
    await sql(`update configs set site_name = 'Loja Nova' where user_id = ${link.ownerId}`);
    await eventually(gone);
    await cache(link.code);
    await sql(
      `insert into user_subscription_plans (user_id, subscription_plan_id, status) values (${link.ownerId}, 3, 'active')`,
    );
    await eventually(gone);
    await cache(link.code);
    await sql(`delete from user_subscription_plans where user_id = ${link.ownerId}`);
    await eventually(gone);
    await cache(link.code);
    await sql(`update subscription_plans set name = name`);
    await eventually(() => ctx.app.visitorCache.size === 0);
  });

  it('an update that changes nothing notifies nothing, and neither do clicks', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/clique');
    // Let the notification of its creation arrive first (on PostgreSQL it takes ~1 ms).
    await settle();
    await cache(link.code);
    const visitToken = await visitTokenOf(ctx.app, link.code);
    const epoch = ctx.app.visitorCache.epoch;
    await sql(`update online_addresses set url = url where id = ${link.id}`);
    for (let i = 0; i < 5; i += 1) {
      const click = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/clicks',
        headers: {
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
          ...pageLoadCookie(ctx.app),
        },
        payload: { onlineAddress: { code: link.code }, userSessionId: `s${i}`, visitToken },
      });
      expect(click.statusCode).toBe(201);
    }
    // A notification would have arrived by now on PostgreSQL too.
    await settle();
    expect(ctx.app.visitorCache.epoch).toBe(epoch);
    expect(ctx.app.visitorCache.get(link.code)).toBeDefined();
  });
});
