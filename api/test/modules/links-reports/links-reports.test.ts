import { LinkReport } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { linksReports } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/test-app';
import { createLink } from '../online-addresses/fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

function report(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/links-reports', payload });
}

describe('POST /api/v1/links-reports', () => {
  it('stores a visitor report of an existing link', async () => {
    const link = await createLink(ctx.app, 'suspeito.com');
    const response = await report({ message: '  Este link parece golpe.  ', onlineAddress: { id: link.id } });
    expect(response.statusCode).toBe(201);
    const saved = v.parse(LinkReport, response.json());
    expect(saved).toMatchObject({ message: 'Este link parece golpe.', onlineAddress: { id: link.id } });
    expect(await ctx.app.db.select().from(linksReports)).toHaveLength(1);
  });

  it('checks the message: required, 10 to 500 characters (invalidSize)', async () => {
    const link = await createLink(ctx.app, 'suspeito.com');
    const cases: [unknown, string][] = [
      [undefined, 'required'],
      ['', 'required'],
      ['curta', 'invalidSize'],
      ['123456789', 'invalidSize'],
      ['x'.repeat(501), 'invalidSize'],
    ];
    for (const [message, key] of cases) {
      const response = await report({ message, onlineAddress: { id: link.id } });
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.json().messages, String(message)).toContain(key);
    }
    expect((await report({ message: '1234567890', onlineAddress: { id: link.id } })).statusCode).toBe(201);
    expect((await report({ message: 'x'.repeat(500), onlineAddress: { id: link.id } })).statusCode).toBe(201);
  });

  it('needs an existing address: 400 without one, 404 for an unknown id', async () => {
    expect((await report({ message: 'mensagem longa o bastante' })).statusCode).toBe(400);
    expect((await report({ message: 'mensagem longa o bastante', onlineAddress: {} })).statusCode).toBe(400);
    const unknown = await report({ message: 'mensagem longa o bastante', onlineAddress: { id: 424242 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ messages: ['not.found'] });
  });
});
