import { ApiCredentialCreated, ApiCredentialList } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/auth/tokens';
import { apiCredentials, onlineAddresses } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { grantPlan } from '../online-addresses/fixtures';

// Rate-limit counters outlive the per-test reset (user ids repeat), so this file's limit is high; see rate-limit.test.ts.
const ctx = useTestApp({ config: { allowPrivateUrls: true, apiCredentialsPerHour: 1000 } });

async function createCredential(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/auth/api-credentials', headers: bearer(token) });
}

async function proUser(email: string): Promise<string> {
  const token = await signIn(ctx.app, email);
  await grantPlan(ctx.app, email, 'PRO');
  return token;
}

describe('/api/v1/auth/api-credentials', () => {
  it('needs PRO (403 plan.required below it, 401 signed out)', async () => {
    const basic = await signIn(ctx.app, 'basico.api@example.com');
    await grantPlan(ctx.app, 'basico.api@example.com', 'BASIC');
    const refused = await createCredential(basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ messages: ['plan.required'] });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/api-credentials' })).statusCode).toBe(
      401,
    );
    expect(await ctx.app.db.select().from(apiCredentials)).toHaveLength(0);
  });

  it('creates a credential stored hashed; it shortens links of type API and reads only its owner', async () => {
    const session = await proUser('pro.api@example.com');
    const response = await createCredential(session);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = v.parse(ApiCredentialCreated, response.json());
    expect(created.expiredAt).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\[UTC\]$/);
    const expires = Date.parse(created.expiredAt.replace('[UTC]', ''));
    expect(expires - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    const [row] = await ctx.app.db.select().from(apiCredentials).where(eq(apiCredentials.id, created.id));
    expect(row?.tokenHash).toBe(hashToken(created.authorization));
    expect(JSON.stringify(row)).not.toContain(created.authorization);

    const shortened = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      headers: bearer(created.authorization),
      payload: { url: 'exemplo.com/por-api' },
    });
    expect(shortened.statusCode).toBe(201);
    const link = shortened.json();
    expect(link.type).toBe('API');
    const [stored] = await ctx.app.db.select().from(onlineAddresses).where(eq(onlineAddresses.id, link.id));
    expect(stored).toMatchObject({ type: 'API', userId: link.user.id });

    const listed = await ctx.app.inject({
      url: '/api/v1/online-addresses?typeIn=API',
      headers: bearer(created.authorization),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content.map((l: { id: number }) => l.id)).toEqual([link.id]);

    const otherSession = await signIn(ctx.app, 'outra.pessoa@example.com');
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      headers: bearer(otherSession),
      payload: { url: 'exemplo.com/dela' },
    });
    const foreign = await ctx.app.inject({
      url: `/api/v1/online-addresses/${theirs.json().id}`,
      headers: bearer(created.authorization),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is refused outside the routes that accept credentials (403 forbidden)', async () => {
    const session = await proUser('escopo.api@example.com');
    const { authorization } = (await createCredential(session)).json();
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/auth/api-credentials' },
      { method: 'GET' as const, url: '/api/v1/auth/api-credentials' },
      { method: 'GET' as const, url: '/api/v1/configs/auth' },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: bearer(authorization) });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toEqual({ messages: ['forbidden'] });
    }
  });

  it('lists without secrets and revokes: a revoked credential answers 401, another user cannot revoke', async () => {
    const session = await proUser('revoga.api@example.com');
    const first = v.parse(ApiCredentialCreated, (await createCredential(session)).json());
    const second = v.parse(ApiCredentialCreated, (await createCredential(session)).json());
    const listed = await ctx.app.inject({ url: '/api/v1/auth/api-credentials', headers: bearer(session) });
    const list = v.parse(ApiCredentialList, listed.json());
    expect(list.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(listed.body).not.toContain(first.authorization);

    const use = (token: string) =>
      ctx.app.inject({ url: '/api/v1/online-addresses', headers: bearer(token) });
    expect((await use(first.authorization)).statusCode).toBe(200);

    const stranger = await proUser('estranho.api@example.com');
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/api-credentials/${first.id}`,
      headers: bearer(stranger),
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await use(first.authorization)).statusCode).toBe(200);

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/api-credentials/${first.id}`,
      headers: bearer(session),
    });
    expect(revoked.statusCode).toBe(204);
    // At once on this instance, although the credential was cached a moment ago.
    expect((await use(first.authorization)).statusCode).toBe(401);
    expect((await use(second.authorization)).statusCode).toBe(200);
    expect(
      await ctx.app.db.select().from(apiCredentials).where(eq(apiCredentials.id, first.id)),
    ).toHaveLength(0);
  });

  it('answers 401 to an expired credential, and 403 once the owner has no PRO plan', async () => {
    const session = await proUser('expira.api@example.com');
    const created = v.parse(ApiCredentialCreated, (await createCredential(session)).json());
    // Expired by plain SQL: the delete-free path, so the token cache must not hold it (first use is now).
    await ctx.app.db
      .update(apiCredentials)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiCredentials.id, created.id));
    const expired = await ctx.app.inject({
      url: '/api/v1/online-addresses',
      headers: bearer(created.authorization),
    });
    expect(expired.statusCode).toBe(401);

    const fresh = v.parse(ApiCredentialCreated, (await createCredential(session)).json());
    await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-revoke',
      headers: { 'x-admin-token': ctx.app.adminToken },
      payload: { email: 'expira.api@example.com' },
    });
    await eventually(async () => {
      const response = await ctx.app.inject({
        url: '/api/v1/online-addresses',
        headers: bearer(fresh.authorization),
      });
      return response.statusCode === 403;
    });
  });
});
