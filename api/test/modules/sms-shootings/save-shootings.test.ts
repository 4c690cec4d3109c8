import {
  composeShootingMessage,
  Shooting,
  ShootingLinkPage,
  ShootingPage,
  ShootingRecipientPage,
} from '@atalho/sdk/schemas/sms';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { scheduleInstant } from '../../../src/modules/sms-shootings/schedule-instant';
import { bearer, useTestApp } from '../../helpers/test-app';
import { get, type Owner, owner, rows } from '../contacts/fixtures';
import { addContacts, saveShooting, simple } from './fixtures';

const ctx = useTestApp();

let me: Owner;
let other: Owner;

beforeEach(async () => {
  me = await owner(ctx.app, 'ana@example.com');
  other = await owner(ctx.app, 'bia@example.com', { business: 'OUTRA' });
});

async function saved(payload: Record<string, unknown>, who = me, status = 201) {
  const response = await saveShooting(ctx.app, who, payload);
  expect(response.statusCode, response.body).toBe(status);
  return v.parse(Shooting, response.json());
}

async function recipients(id: number, query = '', who = me) {
  const response = await get(
    ctx.app,
    who,
    `/api/v1/sms-shootings-has-contacts?smsShootingId=${id}&size=100${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(ShootingRecipientPage, response.json());
}

function messagesOf(response: { json: () => unknown }) {
  return (response.json() as { messages: string[] }).messages;
}

describe('save, read, list, delete', () => {
  it('creates, replaces, reads, lists and deletes a shooting', async () => {
    const created = await saved(simple({ tags: 'promo||verão', description: 'Primeira' }));
    expect(created).toMatchObject({
      title: 'Black friday',
      description: 'Primeira',
      tags: 'promo||verão',
      type: 'SIMPLE',
      status: 'SAVED',
      scheduled: false,
      dateTimeScheduled: null,
      timeZone: 'America/Sao_Paulo',
      recipients: 0,
      largeMessages: 0,
      processing: 0,
      submissions: 0,
      failed: 0,
      costEffective: 0,
      failureReason: null,
      smsShootingHasOnlineAddresses: [],
    });

    const replaced = await saved({ ...simple({ title: 'Cyber monday' }), id: created.id }, me, 200);
    expect(replaced).toMatchObject({ id: created.id, title: 'Cyber monday', tags: '' });

    const one = await get(ctx.app, me, `/api/v1/sms-shootings/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(v.parse(Shooting, one.json()).title).toBe('Cyber monday');

    const second = await saved(simple({ title: 'Segunda' }));
    const list = await get(ctx.app, me, '/api/v1/sms-shootings');
    expect(list.statusCode).toBe(200);
    const page = v.parse(ShootingPage, list.json());
    expect(page.content.map((item) => item.id)).toEqual([second.id, created.id]);
    expect(page).toMatchObject({ totalElements: 2, size: 10, number: 0 });

    const byStatus = await get(ctx.app, me, '/api/v1/sms-shootings?status=SCHEDULED,SENT');
    expect(v.parse(ShootingPage, byStatus.json()).totalElements).toBe(0);
    const oldest = await get(ctx.app, me, '/api/v1/sms-shootings?orderBy=dateCreate:ASC');
    expect(v.parse(ShootingPage, oldest.json()).content[0]?.id).toBe(created.id);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/sms-shootings/${created.id}`,
      headers: bearer(me.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(ctx.app, me, `/api/v1/sms-shootings/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with their keys', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [simple({ title: 'x'.repeat(31) }), 'invalidSize'],
      [simple({ title: '' }), 'required'],
      [simple({ description: 'x'.repeat(451) }), 'invalidSize'],
      [simple({ tags: 'x'.repeat(31) }), 'invalidSize'],
      [simple({ template: 'x'.repeat(481) }), 'invalidSize'],
      [simple({ template: 'x'.repeat(200) }), 'invalid.sms.text.size'],
      [simple({ template: 'Oi', variables: ['nome'] }), 'variableDefinedUnsed'],
      [simple({ type: 'NOPE' as 'SIMPLE' }), 'invalid'],
      [simple({ scheduled: true }), 'invalid.dateTimeScheduled'],
      [simple({ scheduled: true, date: '2020-01-01', time: '10:00' }), 'invalid.dateTimeScheduled'],
      [simple({ scheduled: true, date: '2099-02-30', time: '10:00' }), 'invalid.dateTimeScheduled'],
      [simple({ scheduled: true, date: '2099-01-01', time: '24:00' }), 'invalid.dateTimeScheduled'],
      [simple({ timeZone: 'Nowhere/Land' }), 'invalid'],
    ];
    for (const [payload, key] of cases) {
      const response = await saveShooting(ctx.app, me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messagesOf(response), JSON.stringify(payload)).toContain(key);
    }
    const noConfig = await owner(ctx.app, 'cai@example.com', { business: null });
    const refused = await saveShooting(ctx.app, noConfig, simple());
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual(['businerRequiredInfo']);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-shootings',
      payload: simple(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rows(ctx.app, 'select id from sms_shootings')).toEqual([]);
  });

  it('keeps PROCESSING and SENT shootings read-only (409) and lets FAILURE be saved again', async () => {
    const shooting = await saved(simple());
    for (const status of ['PROCESSING', 'SENT']) {
      await ctx.app.db.execute(`update sms_shootings set status = '${status}' where id = ${shooting.id}`);
      const again = await saveShooting(ctx.app, me, { ...simple(), id: shooting.id });
      expect(again.statusCode).toBe(409);
      expect(messagesOf(again)).toEqual(['conflict']);
      const removal = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/sms-shootings/${shooting.id}`,
        headers: bearer(me.token),
      });
      expect(removal.statusCode).toBe(409);
    }
    await ctx.app.db.execute(
      `update sms_shootings set status = 'FAILURE', failure_reason = 'insufient.credits' where id = ${shooting.id}`,
    );
    const retried = await saved({ ...simple(), id: shooting.id }, me, 200);
    expect(retried).toMatchObject({ status: 'SAVED', failureReason: null });
  });

  it("answers 404 for another user's shooting on every route", async () => {
    const mine = await saved(simple());
    const paths = [
      `/api/v1/sms-shootings/${mine.id}`,
      `/api/v1/sms-shootings-has-contacts?smsShootingId=${mine.id}`,
      `/api/v1/sms-shootings-has-online-addresses?smsShootingId=${mine.id}`,
    ];
    for (const path of paths) expect((await get(ctx.app, other, path)).statusCode, path).toBe(404);
    expect((await saveShooting(ctx.app, other, { ...simple(), id: mine.id })).statusCode).toBe(404);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/sms-shootings/${mine.id}`,
      headers: bearer(other.token),
    });
    expect(removal.statusCode).toBe(404);
    const theirs = v.parse(ShootingPage, (await get(ctx.app, other, '/api/v1/sms-shootings')).json());
    expect(theirs.totalElements).toBe(0);
    expect((await get(ctx.app, me, `/api/v1/sms-shootings/${mine.id}`)).json().title).toBe('Black friday');
  });
});

describe('scheduling', () => {
  it('reads the date and time in the time zone and stores the instant', async () => {
    const paulo = await saved(
      simple({ scheduled: true, date: '2099-03-10', time: '09:30', timeZone: 'America/Sao_Paulo' }),
    );
    expect(paulo).toMatchObject({
      status: 'SCHEDULED',
      scheduled: true,
      date: '2099-03-10',
      time: '09:30',
      dateTimeScheduled: '2099-03-10T12:30:00.000Z',
    });
    const tokyo = await saved(
      simple({ scheduled: true, date: '2099-03-10', time: '09:30', timeZone: 'Asia/Tokyo' }),
    );
    expect(tokyo.dateTimeScheduled).toBe('2099-03-10T00:30:00.000Z');
    // New York in summer time (EDT, UTC−4) and in winter (EST, UTC−5).
    const summer = await saved(
      simple({ scheduled: true, date: '2099-07-01', time: '08:00', timeZone: 'America/New_York' }),
    );
    expect(summer.dateTimeScheduled).toBe('2099-07-01T12:00:00.000Z');
    const winter = await saved(
      simple({ scheduled: true, date: '2099-01-15', time: '08:00', timeZone: 'America/New_York' }),
    );
    expect(winter.dateTimeScheduled).toBe('2099-01-15T13:00:00.000Z');
    // Unscheduling drops the schedule.
    const unscheduled = await saved({ ...simple(), id: paulo.id }, me, 200);
    expect(unscheduled).toMatchObject({ status: 'SAVED', dateTimeScheduled: null, date: null, time: null });
  });

  it('finds no instant for a wall-clock time a daylight-saving change skips', () => {
    // New York skipped 02:00–03:00 on 2027-03-14.
    expect(scheduleInstant('2027-03-14', '02:30', 'America/New_York')).toBeNull();
    expect(scheduleInstant('2027-03-14', '03:30', 'America/New_York')?.toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(scheduleInstant('2027-02-29', '10:00', 'UTC')).toBeNull();
    expect(scheduleInstant('2028-02-29', '10:00', 'UTC')?.toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('refuses a time already past in the zone even when the date is today there', async () => {
    const now = new Date();
    const inZone = (zone: string, instant: Date) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(instant)
        .split(' ');
    const [pastDate, pastTime] = inZone('Asia/Tokyo', new Date(now.getTime() - 5 * 60_000));
    const past = await saveShooting(
      ctx.app,
      me,
      simple({ scheduled: true, date: pastDate, time: pastTime, timeZone: 'Asia/Tokyo' }),
    );
    expect(past.statusCode).toBe(400);
    expect(messagesOf(past)).toEqual(['invalid.dateTimeScheduled']);
    const [soonDate, soonTime] = inZone('Asia/Tokyo', new Date(now.getTime() + 10 * 60_000));
    const soon = await saved(
      simple({ scheduled: true, date: soonDate, time: soonTime, timeZone: 'Asia/Tokyo' }),
    );
    expect(soon.status).toBe('SCHEDULED');
  });
});

describe('recipients', () => {
  let ids: number[];

  beforeEach(async () => {
    ids = await addContacts(ctx.app, me, [
      { status: 'OPT_IN', tags: 'vip,loja', segments: ['A', 'B'], properties: { nome: 'Ana' } },
      { status: 'OPT_IN', tags: 'vip', segments: ['A'], properties: { nome: 'Bia' } },
      { status: 'OPT_IN', tags: 'loja', segments: ['B'] },
      { status: 'SAVED', tags: 'vip', segments: ['A'] },
      { status: 'OPT_OUT', tags: 'vip,loja', segments: ['A', 'B'] },
    ]);
    await addContacts(ctx.app, other, [{ status: 'OPT_IN', tags: 'vip' }]);
  });

  const contactIdsOf = async (id: number, query = '') =>
    (await recipients(id, query)).content
      .filter((row) => !row.deleted)
      .map((row) => ids.indexOf(row.contact.id))
      .sort();

  it('adds the OPT_IN contacts matching the filter by default, with any or every tag', async () => {
    const any = await saved(simple({ addFilterFindRecipients: { tags: ['vip', 'loja'] } }));
    expect(any.recipients).toBe(3);
    expect(await contactIdsOf(any.id)).toEqual([0, 1, 2]);
    const every = await saved(
      simple({ addFilterFindRecipients: { tags: ['vip', 'loja'], tagsExclusive: true } }),
    );
    expect(await contactIdsOf(every.id)).toEqual([0]);
    const all = await saved(simple({ addFilterFindRecipients: { status: ['OPT_IN', 'SAVED', 'OPT_OUT'] } }));
    expect(await contactIdsOf(all.id)).toEqual([0, 1, 2, 3, 4]);
    const none = await saved(simple({ addFilterFindRecipients: { tags: ['nada'] } }));
    expect(none.recipients).toBe(0);
  });

  it('filters by segments and properties (any or every) and text', async () => {
    const segments = await rows(
      ctx.app,
      `select id, name from segments where user_id = ${me.id} order by name`,
    );
    const segmentIds = segments.map((row) => Number(row.id));
    const anySegment = await saved(simple({ addFilterFindRecipients: { segmentIds } }));
    expect(await contactIdsOf(anySegment.id)).toEqual([0, 1, 2]);
    const everySegment = await saved(
      simple({ addFilterFindRecipients: { segmentIds, segmentsExclusive: true } }),
    );
    expect(await contactIdsOf(everySegment.id)).toEqual([0]);
    const property = await saved(simple({ addFilterFindRecipients: { propertiesNames: ['nome'] } }));
    expect(await contactIdsOf(property.id)).toEqual([0, 1]);
    const text = await saved(simple({ addFilterFindRecipients: { text: 'bi' } }));
    expect(await contactIdsOf(text.id)).toEqual([1]);
  });

  it("adds and removes contacts explicitly, never another user's", async () => {
    const [theirs] = await rows(ctx.app, `select id from contacts where user_id = ${other.id}`);
    const shooting = await saved(
      simple({
        smsShootingHasContacts: [
          { contact: { id: ids[3] as number } },
          { contact: { id: ids[4] as number } },
          { contact: { id: Number(theirs?.id) } },
        ],
      }),
    );
    expect(shooting.recipients).toBe(2);
    expect(await contactIdsOf(shooting.id)).toEqual([3, 4]);

    const next = await saved(
      {
        ...simple({ addFilterFindRecipients: { tags: ['vip'] } }),
        id: shooting.id,
        smsShootingHasContacts: [{ contact: { id: ids[0] as number }, deleted: true }],
      },
      me,
      200,
    );
    // vip OPT_IN: 0 and 1; 0 removed in the same save; 3 and 4 stay.
    expect(next.recipients).toBe(3);
    expect(await contactIdsOf(next.id)).toEqual([1, 3, 4]);
    const page = await recipients(next.id);
    expect(page.totalElements).toBe(4);
    expect(page.content.find((row) => row.contact.id === ids[0])?.deleted).toBe(true);

    // The filter adds a removed contact back.
    const back = await saved(
      { ...simple({ addFilterFindRecipients: { tags: ['vip'] } }), id: shooting.id },
      me,
      200,
    );
    expect(await contactIdsOf(back.id)).toEqual([0, 1, 3, 4]);

    // Number filters, embedded properties.
    const byNumber = await recipients(back.id, `&contactNumber=${'0000010'}&embedContactProperties=true`);
    expect(byNumber.content.map((row) => row.contact.id)).toEqual([ids[0]]);
    expect(byNumber.content[0]?.contact.properties).toEqual([{ name: 'nome', value: 'Ana' }]);
    expect(byNumber.content[0]?.contact.segments?.map((segment) => segment.name)).toEqual(['A', 'B']);
    expect(byNumber.content[0]).toMatchObject({ sent: 'WAITING', deleted: false });
    const startsWith = await recipients(back.id, '&contactNumberStartsWith=5511');
    expect(startsWith.totalElements).toBe(4);
    const nothing = await recipients(back.id, '&contactNumberStartsWith=5521');
    expect(nothing.totalElements).toBe(0);
  });

  it('sizes each DYNAMICS recipient, counts the large ones and lists them first', async () => {
    await ctx.app.db.execute(
      `update contact_properties set value = '${'x'.repeat(130)}' where contact_id = ${ids[1]} and name = 'nome'`,
    );
    const template = 'Oi {nome}, promoção só hoje!';
    const shooting = await saved({
      ...simple({ type: 'DYNAMICS', template, variables: ['nome'] }),
      addFilterFindRecipients: {},
    });
    expect(shooting.recipients).toBe(3);
    expect(shooting.largeMessages).toBe(1);
    const page = await recipients(shooting.id);
    expect(page.content.map((row) => row.contact.id)).toEqual([ids[1], ids[0], ids[2]].filter((id) => id));
    const sizeOf = (nome: string) =>
      composeShootingMessage({ business: 'LOJA DA ANA', template, properties: nome ? { nome } : {} }).length;
    expect(page.content.map((row) => row.smsSize)).toEqual([
      sizeOf('x'.repeat(130)),
      sizeOf('Ana'),
      sizeOf(''),
    ]);
    expect(page.content[0]).toMatchObject({ smsLimit: 160 });

    // An emoji makes the message UCS-2: measured against 70.
    await ctx.app.db.execute(
      `update contact_properties set value = 'Ana 😀 da Silva Santos' where contact_id = ${ids[0]}`,
    );
    const resaved = await saved(
      { ...simple({ type: 'DYNAMICS', template, variables: ['nome'] }), id: shooting.id },
      me,
      200,
    );
    expect(resaved.largeMessages).toBe(2);
    const emoji = (await recipients(shooting.id)).content.find((row) => row.contact.id === ids[0]);
    expect(emoji).toMatchObject({ smsSize: sizeOf('Ana 😀 da Silva Santos'), smsLimit: 70 });

    // Removing the large ones leaves none.
    const cleaned = await saved(
      {
        ...simple({ type: 'DYNAMICS', template, variables: ['nome'] }),
        id: shooting.id,
        smsShootingHasContacts: [
          { contact: { id: ids[0] as number }, deleted: true },
          { contact: { id: ids[1] as number }, deleted: true },
        ],
      },
      me,
      200,
    );
    expect(cleaned).toMatchObject({ recipients: 1, largeMessages: 0 });
  });

  it('deletes the recipients and links with the shooting', async () => {
    const shooting = await saved(simple({ addFilterFindRecipients: {} }));
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/sms-shootings/${shooting.id}`,
      headers: bearer(me.token),
    });
    expect(
      await rows(ctx.app, `select id from sms_shooting_contacts where shooting_id = ${shooting.id}`),
    ).toEqual([]);
  });
});

describe('links', () => {
  it('shortens the URLs of the template, links the owner’s own short links, and leaves the others', async () => {
    const publicUrl = ctx.app.config.publicUrl;
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      headers: bearer(me.token),
      payload: { url: 'https://example.com/mine' },
    });
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      headers: bearer(other.token),
      payload: { url: 'https://example.com/theirs' },
    });
    const mineUrl = `${publicUrl}/${mine.json().code}`;
    const theirsUrl = `${publicUrl}/${theirs.json().code}`;
    const template = `Veja https://example.com/oferta e ${mineUrl} e ${theirsUrl}`;
    const shooting = await saved(simple({ template, shortenUrls: true }));
    const links = shooting.smsShootingHasOnlineAddresses;
    expect(links).toHaveLength(2);
    const created = links.find((link) => link.onlineAddress.url === 'https://example.com/oferta');
    expect(created?.onlineAddress.shortUrl).toBe(`${publicUrl}/${created?.onlineAddress.code}`);
    expect(shooting.template).toBe(`Veja ${created?.onlineAddress.shortUrl} e ${mineUrl} e ${theirsUrl}`);
    expect(links.map((link) => link.onlineAddress.id)).toContain(mine.json().id);
    expect(links.every((link) => link.views === 0 && link.contactUniqueViews === 0 && !link.deleted)).toBe(
      true,
    );
    const [owned] = await rows(
      ctx.app,
      `select user_id from online_addresses where id = ${created?.onlineAddress.id}`,
    );
    expect(Number(owned?.user_id)).toBe(me.id);

    // Saving again makes no new link; dropping a URL from the template flags its link deleted.
    const again = await saved(
      { ...simple({ template: shooting.template, shortenUrls: true }), id: shooting.id },
      me,
      200,
    );
    expect(again.smsShootingHasOnlineAddresses.map((link) => link.id).sort()).toEqual(
      links.map((link) => link.id).sort(),
    );
    const fewer = await saved(
      { ...simple({ template: `So ${mineUrl}`, shortenUrls: true }), id: shooting.id },
      me,
      200,
    );
    expect(fewer.smsShootingHasOnlineAddresses).toHaveLength(1);
    const listed = await get(
      ctx.app,
      me,
      `/api/v1/sms-shootings-has-online-addresses?smsShootingId=${shooting.id}`,
    );
    const page = v.parse(ShootingLinkPage, listed.json());
    expect(page.content.map((link) => link.deleted)).toEqual([false, true]);

    // Without shortenUrls URLs stay as typed and nothing is tracked.
    const plain = await saved(simple({ template: 'Veja https://example.com/oferta' }));
    expect(plain).toMatchObject({
      template: 'Veja https://example.com/oferta',
      smsShootingHasOnlineAddresses: [],
    });
  });

  it('measures a SIMPLE message with its per-contact links', async () => {
    const link = 'https://example.com/a';
    // Fits as typed (21 characters) but not as a per-contact short link (~45 characters).
    const body = `${'a'.repeat(123 - link.length - 1)} ${link}`;
    const asTyped = await saveShooting(ctx.app, me, simple({ template: body }));
    expect(asTyped.statusCode).toBe(201);
    const shortened = await saveShooting(ctx.app, me, simple({ template: body, shortenUrls: true }));
    expect(shortened.statusCode).toBe(400);
    expect(messagesOf(shortened)).toEqual(['invalid.sms.text.size']);
  });
});
