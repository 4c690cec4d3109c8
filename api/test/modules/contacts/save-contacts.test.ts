import { Contact, ContactsSaved } from '@atalho/sdk/schemas/sms';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../helpers/test-app';
import { get, numberOf, owner, rows, saveAll, saveOne } from './fixtures';

const ctx = useTestApp();

describe('POST /api/v1/contacts', () => {
  it('creates a SAVED contact with a random code, its segments, tags, properties and first consent row', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const response = await saveOne(ctx.app, me, {
      number: '+55 (11) 98765-4321',
      tags: 'vip, cliente ,vip,',
      segments: [{ name: 'Clientes' }, { name: 'Clientes' }],
      properties: [
        { name: 'name', value: 'Ana' },
        { name: 'age', value: '31' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const contact = v.parse(Contact, response.json());
    expect(contact).toMatchObject({
      number: '5511987654321',
      status: 'SAVED',
      tags: 'vip,cliente',
      properties: [
        { name: 'age', value: '31' },
        { name: 'name', value: 'Ana' },
      ],
    });
    expect(contact.code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(contact.segments?.map((segment) => segment.name)).toEqual(['Clientes']);
    const consents = await rows(ctx.app, 'select * from contact_consents');
    expect(consents).toEqual([
      expect.objectContaining({
        contact_id: contact.id,
        user_id: me.id,
        from_status: null,
        to_status: 'SAVED',
        source: 'OWNER',
        number: '5511987654321',
        business: 'LOJA DA ANA',
        ip: '127.0.0.1',
      }),
    ]);
    const again = await saveOne(ctx.app, me, { number: '5511987654322', segments: [{ name: 'Clientes' }] });
    expect(again.json().segments).toEqual(contact.segments);
    expect(again.json().code).not.toBe(contact.code);
    expect(await rows(ctx.app, 'select name from segments')).toEqual([{ name: 'Clientes' }]);
  });

  it('refuses numbers that are not Brazilian mobile numbers', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const cases: [string, string][] = [
      ['14155550123', 'brazil.number.only'],
      ['+1 415 555 0123', 'brazil.number.only'],
      ['551198765432', 'number.invalid.value'],
      ['55119876543210', 'number.invalid.value'],
      ['5511887654321', 'number.invalid.value'],
      ['5520987654321', 'number.invalid.value'],
      ['55a1987654321', 'number.invalid.value'],
      ['', 'required'],
    ];
    for (const [number, key] of cases) {
      const response = await saveOne(ctx.app, me, { number });
      expect(response.statusCode, number).toBe(400);
      expect(response.json().messages, number).toContain(key);
    }
    expect(await rows(ctx.app, 'select id from contacts')).toEqual([]);
  });

  it('refuses a number the owner has with 409 exitsRepeatNumber; another owner may have it', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const other = await owner(ctx.app, 'bia@example.com');
    expect((await saveOne(ctx.app, me, { number: numberOf(1) })).statusCode).toBe(201);
    const twice = await saveOne(ctx.app, me, { number: numberOf(1) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ messages: ['exitsRepeatNumber'] });
    expect((await saveOne(ctx.app, other, { number: numberOf(1) })).statusCode).toBe(201);
  });

  it('replaces a contact; a changed number goes back to SAVED with a consent row, a taken one is 409', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const first = (
      await saveOne(ctx.app, me, { number: numberOf(1), tags: 'a', segments: [{ name: 'S1' }] })
    ).json();
    await saveOne(ctx.app, me, { number: numberOf(2) });
    await ctx.app.db.execute(`update contacts set status = 'OPT_IN' where id = ${first.id}`);

    const same = await saveOne(ctx.app, me, { id: first.id, number: numberOf(1), tags: 'b' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      id: first.id,
      status: 'OPT_IN',
      tags: 'b',
      segments: [],
      code: first.code,
    });

    const taken = await saveOne(ctx.app, me, { id: first.id, number: numberOf(2) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ messages: ['exitsRepeatNumber'] });

    const moved = await saveOne(ctx.app, me, { id: first.id, number: numberOf(3) });
    expect(moved.json()).toMatchObject({ status: 'SAVED', number: numberOf(3) });
    const proof = await rows(
      ctx.app,
      `select from_status, to_status, source, number from contact_consents where contact_id = ${first.id} order by id`,
    );
    expect(proof.at(-1)).toEqual({
      from_status: 'OPT_IN',
      to_status: 'SAVED',
      source: 'OWNER',
      number: numberOf(3),
    });
  });

  it("answers 404 for another owner's contact or segment, and nothing changes", async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const other = await owner(ctx.app, 'bia@example.com');
    const theirs = (
      await saveOne(ctx.app, other, { number: numberOf(1), segments: [{ name: 'Deles' }] })
    ).json();
    expect((await saveOne(ctx.app, me, { id: theirs.id, number: numberOf(5) })).statusCode).toBe(404);
    const segment = theirs.segments[0].id;
    expect(
      (await saveOne(ctx.app, me, { number: numberOf(6), segments: [{ id: segment, name: 'x' }] }))
        .statusCode,
    ).toBe(404);
    expect((await get(ctx.app, me, `/api/v1/contacts/${theirs.id}`)).statusCode).toBe(404);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/contacts/${theirs.id}`,
      headers: bearer(me.token),
    });
    expect(removal.statusCode).toBe(404);
    expect(await rows(ctx.app, 'select number from contacts order by id')).toEqual([{ number: numberOf(1) }]);
  });

  it('refuses contact actions with 400 businerRequiredInfo before the business name is set', async () => {
    const me = await owner(ctx.app, 'ana@example.com', { business: null });
    for (const response of [
      await saveOne(ctx.app, me, { number: numberOf(1) }),
      await saveAll(ctx.app, me, [{ number: numberOf(1) }]),
      await ctx.app.inject({ method: 'DELETE', url: '/api/v1/contacts/1', headers: bearer(me.token) }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: ['businerRequiredInfo'] });
    }
    expect((await get(ctx.app, me, '/api/v1/contacts')).json().totalElements).toBe(0);
  });

  it('needs a session', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/contacts', payload: { number: numberOf(1) } }))
        .statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/contacts' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/contacts/all', () => {
  it('saves many at once, skips numbers the owner has and lists them', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    await saveOne(ctx.app, me, { number: numberOf(2) });
    const items = Array.from({ length: 5 }, (_, n) => ({
      number: numberOf(n),
      tags: n % 2 ? 'par' : 'impar',
      segments: [{ name: 'Importados' }, { name: `Lote ${n % 2}` }],
      properties: [
        { name: 'name', value: `Pessoa ${n}` },
        { name: 'age', value: String(20 + n) },
      ],
    }));
    const response = await saveAll(ctx.app, me, items);
    expect(response.statusCode).toBe(200);
    expect(v.parse(ContactsSaved, response.json())).toEqual({
      created: 4,
      updated: 0,
      duplicates: [numberOf(2)],
    });
    expect(await rows(ctx.app, 'select count(*)::int as n from contacts')).toEqual([{ n: 5 }]);
    expect(await rows(ctx.app, 'select count(*)::int as n from contact_properties')).toEqual([{ n: 8 }]);
    expect(await rows(ctx.app, 'select count(*)::int as n from contact_segments')).toEqual([{ n: 8 }]);
    expect(await rows(ctx.app, 'select name from segments order by name')).toEqual([
      { name: 'Importados' },
      { name: 'Lote 0' },
      { name: 'Lote 1' },
    ]);
    expect(await rows(ctx.app, 'select count(distinct code)::int as n from contacts')).toEqual([{ n: 5 }]);
    const again = await saveAll(ctx.app, me, items);
    expect(again.json()).toEqual({ created: 0, updated: 0, duplicates: items.map((item) => item.number) });
  });

  it('replaces contacts given by id in the same call', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const one = (
      await saveOne(ctx.app, me, { number: numberOf(1), properties: [{ name: 'name', value: 'Ana' }] })
    ).json();
    const response = await saveAll(ctx.app, me, [
      { id: one.id, number: numberOf(1), properties: [{ name: 'city', value: 'Recife' }] },
      { number: numberOf(2) },
    ]);
    expect(response.json()).toEqual({ created: 1, updated: 1, duplicates: [] });
    expect((await get(ctx.app, me, `/api/v1/contacts/${one.id}`)).json().properties).toEqual([
      { name: 'city', value: 'Recife' },
    ]);
  });

  it("keeps each contact's segment and property arrays (what the list filters read) equal to its rows", async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const first = await saveAll(
      ctx.app,
      me,
      Array.from({ length: 6 }, (_, n) => ({
        number: numberOf(n),
        segments: n % 2 ? [{ name: 'B' }, { name: 'A' }, { name: 'A' }] : [{ name: 'A' }],
        properties:
          n % 3
            ? [
                { name: 'z', value: '1' },
                { name: 'age', value: '30' },
              ]
            : [],
      })),
    );
    expect(first.json().created).toBe(6);
    const [replaced] = (await get(ctx.app, me, '/api/v1/contacts?size=1')).json().content;
    await saveAll(ctx.app, me, [{ id: replaced.id, number: replaced.number }]);
    const drift = await rows(
      ctx.app,
      `select c.id from contacts c
       where c.segment_ids <> coalesce((select array_agg(segment_id order by segment_id) from contact_segments where contact_id = c.id), '{}')
          or c.property_names <> coalesce((select array_agg(name order by name) from contact_properties where contact_id = c.id), '{}')`,
    );
    expect(drift).toEqual([]);
    const arrays = await rows(
      ctx.app,
      `select segment_ids, property_names from contacts where id = ${Number(replaced.id)}`,
    );
    expect(arrays).toEqual([{ segment_ids: [], property_names: [] }]);
    const [a, b] = (await get(ctx.app, me, '/api/v1/segments')).json().content;
    const count = async (query: string) =>
      (await get(ctx.app, me, `/api/v1/contacts?${query}`)).json().totalElements;
    expect(await count(`segmentIds=${a.id}`)).toBe(5);
    expect(await count(`segmentIds=${a.id},${b.id}&segmentsExclusive=true`)).toBe(
      await count(`segmentIds=${b.id}`),
    );
    expect(await count('propertiesNames=age,z&propertiesExclusive=true')).toBe(
      await count('propertiesNames=age'),
    );
  });

  it('is all or nothing: a bad item, a repeated number or a missing id saves nothing', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const good = Array.from({ length: 10 }, (_, n) => ({
      number: numberOf(n),
      segments: [{ name: 'Novo' }],
    }));
    const bad = await saveAll(ctx.app, me, [...good, { number: '14155550123' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toContain('brazil.number.only');
    const repeated = await saveAll(ctx.app, me, [...good, { number: numberOf(3) }]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ messages: ['exitsRepeatNumber'] });
    const missing = await saveAll(ctx.app, me, [...good, { id: 999_999, number: numberOf(99) }]);
    expect(missing.statusCode).toBe(404);
    for (const table of ['contacts', 'segments', 'contact_segments', 'contact_consents']) {
      expect(await rows(ctx.app, `select count(*)::int as n from ${table}`), table).toEqual([{ n: 0 }]);
    }
  });

  it('takes at most 1,000 contacts and at least one', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const many = Array.from({ length: 1001 }, (_, n) => ({ number: numberOf(n) }));
    expect((await saveAll(ctx.app, me, many)).statusCode).toBe(400);
    expect((await saveAll(ctx.app, me, [])).statusCode).toBe(400);
    const full = await saveAll(ctx.app, me, many.slice(0, 1000));
    expect(full.json()).toEqual({ created: 1000, updated: 0, duplicates: [] });
  });
});

describe('DELETE /api/v1/contacts/{id}', () => {
  it('deletes the contact with its parts and consent record', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const one = (
      await saveOne(ctx.app, me, {
        number: numberOf(1),
        segments: [{ name: 'S' }],
        properties: [{ name: 'a', value: 'b' }],
      })
    ).json();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/contacts/${one.id}`,
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(204);
    for (const table of ['contacts', 'contact_segments', 'contact_properties', 'contact_consents']) {
      expect(await rows(ctx.app, `select count(*)::int as n from ${table}`), table).toEqual([{ n: 0 }]);
    }
    expect(await rows(ctx.app, 'select name from segments')).toEqual([{ name: 'S' }]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/contacts/${one.id}`,
      headers: bearer(me.token),
    });
    expect(again.statusCode).toBe(404);
  });
});
