import { ContactPage, PropertyNamePage, SegmentPage, TagPage } from '@atalho/sdk/schemas/sms';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { get, numberOf, type Owner, owner, saveAll } from './fixtures';

const ctx = useTestApp();

let me: Owner;
let other: Owner;
let segmentIds: Record<string, number>;
/** Contacts 0–5: the tags, segments, properties and statuses each filter is checked against. */
const people = [
  { tags: 'vip,loja', segments: ['A', 'B'], properties: { name: 'Ana', age: '31' }, status: 'SAVED' },
  { tags: 'vip', segments: ['A'], properties: { name: 'Bia' }, status: 'OPT_IN' },
  { tags: 'loja', segments: ['B'], properties: { age: '40' }, status: 'OPT_IN' },
  { tags: '', segments: [], properties: {}, status: 'OPT_OUT' },
  {
    tags: 'vip,loja,extra',
    segments: ['A', 'B', 'C'],
    properties: { name: 'Caio', age: '22', city: 'Recife' },
    status: 'OPT_IN_SENDED',
  },
  { tags: 'vipzinho', segments: ['C'], properties: { nickname: 'vip' }, status: 'SAVED' },
];

async function list(query: string, who = me) {
  const size = query.includes('size=') ? '' : 'size=100&';
  const response = await get(ctx.app, who, `/api/v1/contacts?${size}${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return v.parse(ContactPage, response.json());
}

/** The indexes (0–5) of the contacts a query answers, in its order. */
async function matching(query: string, who = me) {
  const page = await list(query, who);
  return page.content.map((contact) => Number(contact.number.slice(-2)));
}

beforeEach(async () => {
  me = await owner(ctx.app, 'ana@example.com');
  other = await owner(ctx.app, 'bia@example.com');
  const saved = await saveAll(
    ctx.app,
    me,
    people.map((person, n) => ({
      number: numberOf(10 + n),
      tags: person.tags,
      segments: person.segments.map((name) => ({ name })),
      properties: Object.entries(person.properties).map(([name, value]) => ({ name, value })),
    })),
  );
  expect(saved.statusCode).toBe(200);
  // Distinct creation times (oldest first), and the statuses the consent flow would have set.
  for (const [n, person] of people.entries()) {
    await ctx.app.db.execute(
      `update contacts set status = '${person.status}', created_at = now() - interval '${10 - n} minutes',
        updated_at = now() - interval '${n} minutes' where number = '${numberOf(10 + n)}'`,
    );
  }
  await saveAll(ctx.app, other, [{ number: numberOf(10), tags: 'vip', segments: [{ name: 'A' }] }]);
  const segments = v.parse(SegmentPage, (await get(ctx.app, me, '/api/v1/segments')).json());
  segmentIds = Object.fromEntries(segments.content.map((segment) => [segment.name, segment.id]));
});

const at = (...ns: number[]) => ns.map((n) => 10 + n);

describe('GET /api/v1/contacts', () => {
  it('lists only my contacts, newest first, with properties and, when asked, segments', async () => {
    const page = await list('');
    expect(page.totalElements).toBe(6);
    expect(page.content.map((contact) => contact.number)).toEqual(
      [5, 4, 3, 2, 1, 0].map((n) => numberOf(10 + n)),
    );
    expect(page.content[1]?.properties).toEqual([
      { name: 'age', value: '22' },
      { name: 'city', value: 'Recife' },
      { name: 'name', value: 'Caio' },
    ]);
    expect(page.content[0]?.segments).toBeUndefined();
    const embedded = await list('embedSegments=true');
    expect(embedded.content[1]?.segments?.map((segment) => segment.name)).toEqual(['A', 'B', 'C']);
    expect((await list('', other)).totalElements).toBe(1);
  });

  it('pages and orders by dateCreate, number, status and dateUpdate', async () => {
    const first = await list('size=4&page=0');
    const second = await list('size=4&page=1');
    expect(first).toMatchObject({ totalElements: 6, totalPages: 2, number: 0, first: true, last: false });
    expect(second.content).toHaveLength(2);
    expect(await matching('orderBy=dateCreate:ASC')).toEqual(at(0, 1, 2, 3, 4, 5));
    expect(await matching('orderBy=number:DESC')).toEqual(at(5, 4, 3, 2, 1, 0));
    expect(await matching('orderBy=dateUpdate:DESC')).toEqual(at(0, 1, 2, 3, 4, 5));
    expect((await list('orderBy=status:ASC')).content.map((contact) => contact.status)).toEqual([
      'OPT_IN',
      'OPT_IN',
      'OPT_IN_SENDED',
      'OPT_OUT',
      'SAVED',
      'SAVED',
    ]);
    expect((await get(ctx.app, me, '/api/v1/contacts?orderBy=code')).statusCode).toBe(400);
  });

  it('filters by status, smsOptIn, number, code and contactIdNotIn', async () => {
    expect(await matching('status=OPT_IN')).toEqual(at(2, 1));
    expect(await matching('status=SAVED,OPT_OUT')).toEqual(at(5, 3, 0));
    expect(await matching('smsOptIn=true')).toEqual(at(2, 1));
    expect(await matching('smsOptIn=false')).toEqual(at(5, 4, 3, 0));
    expect(await matching(`number=${numberOf(13)}`)).toEqual(at(3));
    expect(await matching('number=(11) 9000')).toEqual(at(5, 4, 3, 2, 1, 0));
    const all = await list('');
    const [a, b] = all.content;
    expect(await matching(`code=${a?.code}`)).toEqual(at(5));
    expect(await matching(`contactIdNotIn=${a?.id},${b?.id}`)).toEqual(at(3, 2, 1, 0));
    expect((await get(ctx.app, me, '/api/v1/contacts?status=SENT')).statusCode).toBe(400);
  });

  it('filters by tags: any of them, or every one with tagsExclusive', async () => {
    expect(await matching('tags=vip')).toEqual(at(4, 1, 0));
    expect(await matching('tags=vip,loja')).toEqual(at(4, 2, 1, 0));
    expect(await matching('tags=vip,loja&tagsExclusive=true')).toEqual(at(4, 0));
    expect(await matching('tags=vip,loja,extra&tagsExclusive=true')).toEqual(at(4));
    expect(await matching('tags=vip&tagsExclusive=false')).toEqual(at(4, 1, 0));
    expect(await matching('tags=nenhuma')).toEqual([]);
  });

  it('filters by segments: any of them, or every one with segmentsExclusive', async () => {
    const { A, B, C } = segmentIds as { A: number; B: number; C: number };
    expect(await matching(`segmentIds=${A}`)).toEqual(at(4, 1, 0));
    expect(await matching(`segmentIds=${A},${B}`)).toEqual(at(4, 2, 1, 0));
    expect(await matching(`segmentIds=${A},${B}&segmentsExclusive=true`)).toEqual(at(4, 0));
    expect(await matching(`segmentIds=${A},${B},${C}&segmentsExclusive=true`)).toEqual(at(4));
    expect(await matching(`segmentIds=${C},${C}&segmentsExclusive=true`)).toEqual(at(5, 4));
    // Another owner's segment matches none of my contacts.
    const theirs = v.parse(SegmentPage, (await get(ctx.app, other, '/api/v1/segments')).json()).content[0]
      ?.id;
    expect(await matching(`segmentIds=${theirs}`)).toEqual([]);
  });

  it('filters by property names: any of them, or every one with propertiesExclusive', async () => {
    expect(await matching('propertiesNames=name')).toEqual(at(4, 1, 0));
    expect(await matching('propertiesNames=name,age')).toEqual(at(4, 2, 1, 0));
    expect(await matching('propertiesNames=name,age&propertiesExclusive=true')).toEqual(at(4, 0));
    expect(await matching('propertiesNames=name,age,city&propertiesExclusive=true')).toEqual(at(4));
  });

  it('finds text in numbers (digits anywhere), tags and property values (their start, any case)', async () => {
    expect(await matching('text=0013')).toEqual(at(3));
    expect(await matching('text=VIP')).toEqual(at(5, 4, 1, 0));
    expect(await matching('text=rec')).toEqual(at(4));
    expect(await matching('text=ana')).toEqual(at(0));
    expect(await matching('text=na')).toEqual([]);
    expect(await matching('text=100%')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await matching('status=OPT_IN&tags=vip')).toEqual(at(1));
    expect(
      await matching(`status=SAVED,OPT_IN_SENDED&tags=loja&segmentIds=${segmentIds.B}&propertiesNames=age`),
    ).toEqual(at(4, 0));
    const counted = await list('status=SAVED&size=1');
    expect(counted.totalElements).toBe(2);
    expect(counted.content).toHaveLength(1);
  });
});

describe('GET /api/v1/contacts/{id}', () => {
  it('answers my contact with its segments; 404 for another owner’s or a missing one', async () => {
    const [newest] = (await list('')).content;
    const one = await get(ctx.app, me, `/api/v1/contacts/${newest?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().segments).toEqual([{ id: segmentIds.C, name: 'C' }]);
    expect((await get(ctx.app, other, `/api/v1/contacts/${newest?.id}`)).statusCode).toBe(404);
    expect((await get(ctx.app, me, '/api/v1/contacts/999999')).statusCode).toBe(404);
  });
});

describe('tags, properties and segments', () => {
  it('lists my tags alphabetically, tagLike keeping those containing it', async () => {
    const tags = v.parse(TagPage, (await get(ctx.app, me, '/api/v1/contacts/tags?size=100')).json());
    expect(tags.content).toEqual(['extra', 'loja', 'vip', 'vipzinho']);
    expect(tags.totalElements).toBe(4);
    expect((await get(ctx.app, me, '/api/v1/contacts/tags?tagLike=IP')).json().content).toEqual([
      'vip',
      'vipzinho',
    ]);
    const paged = (await get(ctx.app, me, '/api/v1/contacts/tags?size=1&page=1')).json();
    expect(paged).toMatchObject({ content: ['loja'], totalElements: 4, totalPages: 4 });
    expect((await get(ctx.app, other, '/api/v1/contacts/tags')).json().content).toEqual(['vip']);
  });

  it('lists my property names alphabetically, nameStartWith keeping those starting with it', async () => {
    const names = v.parse(PropertyNamePage, (await get(ctx.app, me, '/api/v1/contacts/properties')).json());
    expect(names.content.map((item) => item.name)).toEqual(['age', 'city', 'name', 'nickname']);
    const n = (await get(ctx.app, me, '/api/v1/contacts/properties?nameStartWith=N')).json();
    expect(n.content).toEqual([{ name: 'name' }, { name: 'nickname' }]);
    expect((await get(ctx.app, other, '/api/v1/contacts/properties')).json().totalElements).toBe(0);
  });

  it('lists my segments with their contact counts, by text and ids', async () => {
    const page = v.parse(SegmentPage, (await get(ctx.app, me, '/api/v1/segments')).json());
    expect(page.content.map(({ name, contacts }) => ({ name, contacts }))).toEqual([
      { name: 'A', contacts: 3 },
      { name: 'B', contacts: 3 },
      { name: 'C', contacts: 2 },
    ]);
    expect(
      (await get(ctx.app, me, '/api/v1/segments?text=b')).json().content.map((s: { name: string }) => s.name),
    ).toEqual(['B']);
    const byIds = (await get(ctx.app, me, `/api/v1/segments?ids=${segmentIds.A},${segmentIds.C}`)).json();
    expect(byIds.content.map((s: { name: string }) => s.name)).toEqual(['A', 'C']);
    expect((await get(ctx.app, other, '/api/v1/segments')).json().content).toEqual([
      expect.objectContaining({ name: 'A', contacts: 1 }),
    ]);
  });
});
