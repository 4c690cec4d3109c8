import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clicks } from '../../../src/db/schema';
import { createDbipGeoLookup } from '../../../src/providers/geo';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { createLink } from '../online-addresses/fixtures';
import { pageLoadCookie, visitToken } from './visit';

const config = { allowPrivateUrls: true, geoipDir: join(tmpdir(), 'atalho-geo-test') };

const BRAZIL = '200.147.67.142';
const USA = '8.8.8.8';
const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
let plain: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  await createDbipGeoLookup({ dir: config.geoipDir }).ready();
  plain = await buildTestApp({ config });
  proxied = await buildTestApp({ testDatabase: plain.testDatabase, config: { ...config, trustProxy: true } });
});

afterAll(async () => {
  await proxied.app.close();
  await plain.close();
});

/** Clicks until the app's geo database has finished loading in the background, then returns the stored row. */
async function clickFrom(
  testApp: TestApp,
  code: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const token = await visitToken(testApp.app, code);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/clicks',
      remoteAddress,
      headers: { 'user-agent': browser, ...headers, ...pageLoadCookie(testApp.app) },
      // A visitor per attempt (each with a page load of their own): one visitor's clicks past the hourly cap are not counted.
      payload: { onlineAddress: { code }, visitToken: token, userSessionId: `geo-${attempt}` },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.app.db.select().from(clicks).orderBy(desc(clicks.id)).limit(1);
    if (row?.country) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no geo location after 5 s');
}

describe('click location from the client address', () => {
  it('stores country, state and city from DB-IP City Lite', async () => {
    const link = await createLink(plain.app, 'exemplo.com');
    const row = await clickFrom(plain, link.code, BRAZIL);
    expect(row.country).toBe('BR');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is configured', async () => {
    const link = await createLink(plain.app, 'exemplo.com');
    const direct = await clickFrom(plain, link.code, BRAZIL, { 'x-forwarded-for': USA });
    expect(direct.country).toBe('BR');
    const forwarded = await clickFrom(proxied, link.code, '10.0.0.1', { 'x-forwarded-for': USA });
    expect(forwarded.country).toBe('US');
  });
});
