import {
  composeShootingMessage,
  EXAMPLE_CONTACT_LINK,
  localDateTime,
  SHOOTING_OPT_OUT_TEXT,
  shootingBody,
  shootingForm,
  shootingTemplateProblems,
  smsLimitOf,
  stripAccents,
  templateLinks,
  templateVariables,
} from '@atalho/sdk/sms';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('template functions', () => {
  it('strips accents and keeps the rest', () => {
    expect(stripAccents('Promoção de verão: ÁÉÍÓÚ àèç ñ')).toBe('Promocao de verao: AEIOU aec n');
    expect(stripAccents('e\u0301')).toBe('e');
    expect(stripAccents('oi 😀')).toBe('oi 😀');
  });

  it('finds variables and links once each, in order', () => {
    expect(templateVariables('Oi {nome}, {idade-x} {nome} {sem espaco} {a_1}')).toEqual([
      'nome',
      'idade-x',
      'a_1',
    ]);
    expect(
      templateLinks(
        'Veja https://loja.com/a?b=1. E http://x.io, de novo https://loja.com/a?b=1 (https://y.com/p)',
      ),
    ).toEqual(['https://loja.com/a?b=1', 'http://x.io', 'https://y.com/p']);
    expect(templateLinks('sem links aqui www.loja.com')).toEqual([]);
  });

  it('measures GSM-7 against 160 and UCS-2 against 70', () => {
    expect(smsLimitOf('Ola, tudo bem? {}[]~€')).toBe(160);
    // Accents are stripped before measuring: still GSM-7.
    expect(smsLimitOf('Promoção çã')).toBe(160);
    expect(smsLimitOf('Oferta 😀')).toBe(70);
    expect(smsLimitOf('Привет')).toBe(70);
  });

  it('composes the exact message: business, body with values and links, opt-out text, no accents', () => {
    const text = composeShootingMessage({
      business: 'LOJA DA ANÁ',
      template: 'Olá {nome}, {cidade} promoção em https://atalho.app/AbC1234 {faltando}!',
      properties: { nome: 'José', cidade: 'São Paulo' },
      links: { 'https://atalho.app/AbC1234': 'https://atalho.app/AbC1234/XyZ0123456' },
    });
    expect(text).toBe(
      `LOJA DA ANA: Ola Jose, Sao Paulo promocao em https://atalho.app/AbC1234/XyZ0123456 ! ${SHOOTING_OPT_OUT_TEXT}`,
    );
    expect(composeShootingMessage({ business: 'B', template: 'x' })).toBe('B: x Para sair responda SAIR');
  });

  it('reports SIMPLE messages over one SMS, with links measured as per-contact links', () => {
    const business = 'LOJA';
    // "LOJA: " + body + " Para sair responda SAIR" = 6 + n + 24: exactly 160 when n = 130.
    const fits = 'a'.repeat(130);
    const base = { business, type: 'SIMPLE' as const, variables: [], shortLinks: [] };
    expect(shootingTemplateProblems({ ...base, template: fits })).toEqual([]);
    expect(shootingTemplateProblems({ ...base, template: `${fits}a` })).toEqual(['invalid.sms.text.size']);
    // Accented letters are stripped, so still 160.
    expect(shootingTemplateProblems({ ...base, template: 'ã'.repeat(130) })).toEqual([]);
    // An emoji keeps UCS-2: 70.
    expect(shootingTemplateProblems({ ...base, template: `😀${'a'.repeat(38)}` })).toEqual([]);
    expect(shootingTemplateProblems({ ...base, template: `😀${'a'.repeat(39)}` })).toEqual([
      'invalid.sms.text.size',
    ]);
    // A short URL is measured as the example per-contact link with shortenUrls (or when it is a short link).
    const link = 'https://loja.com/x';
    const template = `${'a'.repeat(130 - EXAMPLE_CONTACT_LINK.length - 1)} ${link}`;
    expect(shootingTemplateProblems({ ...base, template })).toEqual([]);
    expect(shootingTemplateProblems({ ...base, template: template.replace(link, `${link}/`) })).toEqual([]);
    const longer = `${'a'.repeat(131 - EXAMPLE_CONTACT_LINK.length - 1)} ${link}`;
    expect(shootingTemplateProblems({ ...base, template: longer })).toEqual([]);
    expect(shootingTemplateProblems({ ...base, template: longer, shortenUrls: true })).toEqual([
      'invalid.sms.text.size',
    ]);
    // DYNAMICS is measured per recipient, not here.
    expect(shootingTemplateProblems({ ...base, type: 'DYNAMICS', template: 'a'.repeat(400) })).toEqual([]);
  });

  it('reports selected variables missing from the template and short links missing from it', () => {
    const base = { business: 'LOJA', type: 'DYNAMICS' as const, shortLinks: [] };
    expect(shootingTemplateProblems({ ...base, template: 'Oi {nome}', variables: ['nome'] })).toEqual([]);
    expect(shootingTemplateProblems({ ...base, template: 'Oi nome', variables: ['nome'] })).toEqual([
      'variableDefinedUnsed',
    ]);
    expect(
      shootingTemplateProblems({
        ...base,
        template: 'Veja https://atalho.app/AbC1234',
        variables: [],
        shortLinks: ['https://atalho.app/AbC1234', 'https://atalho.app/Zzz9999'],
      }),
    ).toEqual(['unusedLinkInMessage']);
  });
});

describe('shootingBody', () => {
  const valid = { title: 'Black friday', type: 'SIMPLE', template: 'Oi' };

  it('applies the defaults and normalises tags and the template', () => {
    const body = v.parse(shootingBody, { ...valid, tags: 'a|| b ||a||', template: ' Promoção ' });
    expect(body).toMatchObject({
      id: null,
      tags: ['a', 'b'],
      template: 'Promocao',
      variables: [],
      shortenUrls: false,
      scheduled: false,
      timeZone: 'America/Sao_Paulo',
      addFilterFindRecipients: null,
      smsShootingHasContacts: [],
    });
    const filtered = v.parse(shootingBody, { ...valid, addFilterFindRecipients: { tags: ['vip'] } });
    expect(filtered.addFilterFindRecipients?.status).toEqual(['OPT_IN']);
  });

  it('refuses what the limits and formats do not allow', () => {
    const issues = (input: object) =>
      v.safeParse(shootingBody, { ...valid, ...input }).issues?.map((issue) => issue.message) ?? [];
    expect(issues({ title: 'x'.repeat(31) })).toEqual(['invalidSize']);
    expect(issues({ title: ' ' })).toEqual(['required']);
    expect(issues({ description: 'x'.repeat(451) })).toEqual(['invalidSize']);
    expect(issues({ tags: 'x'.repeat(31) })).toEqual(['invalidSize']);
    expect(issues({ tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join('||') })).toEqual([
      'invalidSize',
    ]);
    expect(issues({ template: 'x'.repeat(481) })).toEqual(['invalidSize']);
    expect(issues({ template: Array.from({ length: 6 }, (_, n) => `https://x.com/${n}`).join(' ') })).toEqual(
      ['invalidSize'],
    );
    expect(issues({ type: 'OTHER' })).toEqual(['invalid']);
    expect(issues({ date: '2026/01/01' })).toEqual(['invalid']);
    expect(issues({ time: '9:00' })).toEqual(['invalid']);
    expect(issues({ timeZone: 'Mars/Olympus' })).toEqual(['invalid']);
    expect(issues({ addFilterFindRecipients: { status: ['NOPE'] } })).toEqual(['invalid']);
    expect(
      issues({
        smsShootingHasContacts: Array.from({ length: 1001 }, (_, n) => ({ contact: { id: n + 1 } })),
      }),
    ).toEqual(['invalidSize']);
  });
});

describe('shootingForm (the editor)', () => {
  const typed = {
    title: 'Natal',
    description: '',
    tags: '',
    type: 'SIMPLE',
    template: 'Oi',
    variables: [],
    shortenUrls: true,
    scheduled: false,
    date: '',
    time: '',
    timeZone: 'America/Sao_Paulo',
  };
  /** Field → message, as the form shows them. */
  const errors = (input: object) =>
    Object.fromEntries(
      (v.safeParse(shootingForm, { ...typed, ...input }).issues ?? []).map((issue) => [
        v.getDotPath(issue),
        issue.message,
      ]),
    );
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the fields with the body’s keys; tags are typed comma-separated', () => {
    expect(errors({})).toEqual({});
    expect(errors({ title: ' ', template: '' })).toEqual({ title: 'required', template: 'required' });
    expect(errors({ title: 'x'.repeat(31), description: 'x'.repeat(451) })).toEqual({
      title: 'invalidSize',
      description: 'invalidSize',
    });
    expect(errors({ tags: `a, ${'x'.repeat(31)}` })).toEqual({ tags: 'invalidSize' });
    expect(errors({ tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join(',') })).toEqual({
      tags: 'invalidSize',
    });
    const parsed = v.parse(shootingForm, { ...typed, tags: 'natal, promo,natal ,', template: ' Promoção ' });
    expect(parsed).toMatchObject({ tags: ['natal', 'promo'], template: 'Promocao' });
  });

  it('asks a scheduled campaign for a date and a time later than now in its time zone', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') }); // 09:00 in São Paulo
    expect(localDateTime('America/Sao_Paulo')).toEqual({ date: '2026-11-28', time: '09:00' });
    expect(errors({ scheduled: true })).toEqual({ date: 'required', time: 'required' });
    expect(errors({ scheduled: true, date: '2026-11-27', time: '10:00' })).toEqual({
      date: 'invalid.dateTimeScheduled',
    });
    expect(errors({ scheduled: true, date: '2026-11-28', time: '09:00' })).toEqual({
      time: 'invalid.dateTimeScheduled',
    });
    expect(errors({ scheduled: true, date: '2026-11-28', time: '09:01' })).toEqual({});
    // 09:30 in São Paulo is already 12:30 in Lisbon.
    expect(errors({ scheduled: true, date: '2026-11-28', time: '09:30', timeZone: 'Europe/Lisbon' })).toEqual(
      {
        time: 'invalid.dateTimeScheduled',
      },
    );
    // Not scheduled: a date and time left behind are not checked.
    expect(errors({ date: '2020-01-01', time: '00:00' })).toEqual({});
    // The schedule is checked beside other fields' errors.
    expect(errors({ title: '', scheduled: true })).toEqual({
      title: 'required',
      date: 'required',
      time: 'required',
    });
  });
});
