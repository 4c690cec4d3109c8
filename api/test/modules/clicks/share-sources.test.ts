import { shareOptions } from '@atalho/sdk/visitor-device';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clicks } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { openVisit } from './visit';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

/** One page load of the link and its click, as the redirect screen sends it for `/{code}?s=…`. */
async function clickSharedOn(code: string, value: string, session: string) {
  const { visitToken, headers } = await openVisit(ctx.app, code);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/clicks',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', ...headers },
    payload: {
      onlineAddress: { code },
      clickProperties: [{ name: 'share-on', value, type: 'STANDARD' }],
      userSessionId: session,
      visitToken,
    },
  });
}

/** The share option of spec 000 §2/§9 and 001 §3 that each share target puts in `s` (decision 019). */
describe('share-on: the share options of the share menu, the QR code and nothing else', () => {
  it('stores a click with each share option and the dashboard breaks the views down by it', async () => {
    expect(shareOptions).toEqual(['whatsapp', 'facebook', 'twitter', 'linkedin', 'messenger', 'email', 'q']);
    const token = await signIn(ctx.app, 'compartilha@example.com');
    await grantPlan(ctx.app, 'compartilha@example.com', 'PRO');
    const link = await createLink(ctx.app, 'example.com/compartilhado', token);
    for (const [i, option] of shareOptions.entries()) {
      const response = await clickSharedOn(link.code, option, `visitante-${i}`);
      expect(response.statusCode, `${option}: ${response.body}`).toBe(201);
      expect(response.json()).toEqual({ counted: true });
    }

    const stored = await ctx.app.db
      .select({ shareOn: clicks.shareOn })
      .from(clicks)
      .where(eq(clicks.onlineAddressId, link.id));
    expect(stored.map((row) => row.shareOn).sort()).toEqual([...shareOptions].sort());

    const answer = await ctx.app.inject({
      url: `/api/v1/click-dashboards/properties?name=share-on&onlineAddressId=${link.id}`,
      headers: bearer(token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = (answer.json() as { rows: [string | null, number][] }).rows.slice(1);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(shareOptions.map((option) => [option, 1])));
  });

  it.each(['instagram', 'WhatsApp', 'Q', 'qr', 'x', '', 'whatsapp2'])(
    'refuses %j as a share source (400 invalid) and stores nothing',
    async (value) => {
      const link = await createLink(ctx.app, 'example.com/invalido');
      const response = await clickSharedOn(link.code, value, 'visitante');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ messages: ['invalid'] });
      const stored = await ctx.app.db.select().from(clicks).where(eq(clicks.onlineAddressId, link.id));
      expect(stored).toEqual([]);
    },
  );

  it('documents the share options in the OpenAPI schema of the click', async () => {
    const document = (await ctx.app.inject({ url: '/api-doc/json' })).json();
    const body = JSON.stringify(
      document.paths['/api/v1/clicks'].post.requestBody.content['application/json'],
    );
    expect(body).toContain(JSON.stringify(shareOptions));
  });
});
