import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onlineAddresses } from '../../../src/db/schema';
import { createLinkWriter } from '../../../src/modules/online-addresses/link-writer';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';

// Issue 36 item 7, decision 040: links created at the same time are written in one statement.

describe('createLinkWriter', () => {
  const ctx = useTestApp();

  function writer() {
    const errors: number[] = [];
    const links = createLinkWriter(ctx.app.db, ctx.app.database.kind, (_error, size) => errors.push(size));
    return { links, errors };
  }

  it('answers each caller its own row, in one batch, and null for a code already taken', async () => {
    const { links } = writer();
    const taken = await links.insert({
      code: 'lw00001',
      url: 'https://exemplo.com.br/0',
      type: 'STANDARD',
      userId: null,
    });
    expect(taken).toMatchObject({ code: 'lw00001', url: 'https://exemplo.com.br/0' });
    const answers = await Promise.all([
      links.insert({ code: 'lw00002', url: 'https://exemplo.com.br/2', type: 'STANDARD', userId: null }),
      links.insert({ code: 'lw00001', url: 'https://exemplo.com.br/x', type: 'STANDARD', userId: null }),
      links.insert({ code: 'lw00003', url: 'https://exemplo.com.br/3', type: 'API', userId: null }),
      // The same code twice in one batch: the first one gets it.
      links.insert({ code: 'lw00003', url: 'https://exemplo.com.br/y', type: 'API', userId: null }),
    ]);
    expect(answers.map((row) => row && [row.code, row.url])).toEqual([
      ['lw00002', 'https://exemplo.com.br/2'],
      null,
      ['lw00003', 'https://exemplo.com.br/3'],
      null,
    ]);
    await links.close();
  });

  it('fails only the link the database refuses; the rest of its batch is stored', async () => {
    const { links, errors } = writer();
    const results = await Promise.allSettled([
      links.insert({ code: 'lw00011', url: 'https://exemplo.com.br/11', type: 'STANDARD', userId: null }),
      // No such owner: a foreign-key violation (23503) for this one alone.
      links.insert({ code: 'lw00012', url: 'https://exemplo.com.br/12', type: 'STANDARD', userId: 987_654 }),
      links.insert({ code: 'lw00013', url: 'https://exemplo.com.br/13', type: 'STANDARD', userId: null }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await ctx.app.db
      .select({ code: onlineAddresses.code })
      .from(onlineAddresses)
      .where(inArray(onlineAddresses.code, ['lw00011', 'lw00012', 'lw00013']));
    expect(stored.map((row) => row.code).sort()).toEqual(['lw00011', 'lw00013']);
    expect(errors[0]).toBe(3);
    await links.close();
  });

  it('through the route: concurrent creations each get a link of their own, owned by their creator', async () => {
    const [ana, bia] = await Promise.all([
      signIn(ctx.app, 'ana.lw@example.com', 'Ana'),
      signIn(ctx.app, 'bia.lw@example.com', 'Bia'),
    ]);
    const create = (token: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/online-addresses',
        headers: bearer(token),
        payload: { url: `https://loja.exemplo.com.br/produto/${i}` },
      });
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => create(i % 2 ? bia : ana, i)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(201));
    const bodies = responses.map((response) => response.json());
    expect(new Set(bodies.map((body) => body.code)).size).toBe(40);
    for (const [i, body] of bodies.entries())
      expect(body.url).toBe(`https://loja.exemplo.com.br/produto/${i}`);
    const owners = new Set(bodies.filter((_, i) => i % 2 === 0).map((body) => body.user?.id));
    expect(owners.size).toBe(1);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/online-addresses?size=100',
      headers: bearer(ana),
    });
    expect(list.json().totalElements).toBe(20);
    expect(new Set(list.json().content.map((link: { code: string }) => link.code))).toEqual(
      new Set(bodies.filter((_, i) => i % 2 === 0).map((body) => body.code)),
    );
  });
});
