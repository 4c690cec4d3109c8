import { EXAMPLE_CONTACT_LINK, SHOOTING_OPT_OUT_TEXT } from '@atalho/sdk/sms';
import { describe, expect, it } from 'vitest';
import { emptyContactsFilters } from '../src/components/contacts/contacts-view';
import { recipientsFilterOf } from '../src/components/shootings/FindRecipientsDialog';
import { bodyOf, formErrors, formOf, localNow, previewOf } from '../src/components/shootings/shooting-form';
import { shootingFixture } from './fixtures';

const form = (patch = {}) => ({
  ...formOf(null, 'America/Sao_Paulo'),
  title: 'Natal',
  template: 'Oi',
  ...patch,
});

describe('shooting form', () => {
  it('reads a campaign back: tags joined by || become a comma list, and go back joined', () => {
    const read = formOf(shootingFixture({ tags: 'natal||promo' }));
    expect(read.tags).toBe('natal, promo');
    const body = bodyOf({ ...read, tags: 'natal, promo, natal ,' }, { id: 1, properties: [], filter: null });
    expect(body).toMatchObject({
      id: 1,
      tags: 'natal||promo',
      date: null,
      time: null,
      smsShootingHasContacts: [],
    });
  });

  it('requires a title and a message, and a future schedule in the chosen time zone', () => {
    expect(formErrors(form({ title: ' ', template: '' }))).toEqual({
      title: 'required',
      template: 'required',
    });
    expect(formErrors(form({ title: 'x'.repeat(31) })).title).toBe('invalidSize');
    expect(formErrors(form({ scheduled: true })).schedule).toBe('editorScheduleRequired');
    const now = new Date('2026-11-28T12:00:00Z'); // 09:00 in São Paulo
    expect(localNow('America/Sao_Paulo', now)).toEqual({ date: '2026-11-28', time: '09:00' });
    expect(formErrors(form({ scheduled: true, date: '2026-11-28', time: '08:59' }), now).schedule).toBe(
      'editorPastSchedule',
    );
    expect(formErrors(form({ scheduled: true, date: '2026-11-28', time: '09:30' }), now)).toEqual({});
  });

  it('sends the variables chosen and the properties the template names, only for DYNAMICS', () => {
    const dynamic = form({ type: 'DYNAMICS', template: 'Oi {nome} de {cidade} {x}', variables: ['nome'] });
    expect(bodyOf(dynamic, { id: null, properties: ['nome', 'cidade'], filter: null }).variables).toEqual([
      'nome',
      'cidade',
    ]);
    expect(
      bodyOf({ ...dynamic, type: 'SIMPLE' }, { id: null, properties: ['nome'], filter: null }).variables,
    ).toEqual([]);
  });

  it('previews with the per-contact link length and flags a SIMPLE message over one SMS', () => {
    const preview = previewOf(form({ template: 'Veja https://loja.example/x' }), 'LOJA', []);
    expect(preview.text).toBe(`LOJA: Veja ${EXAMPLE_CONTACT_LINK} ${SHOOTING_OPT_OUT_TEXT}`);
    expect(preview.length).toBe(preview.text.length);
    expect(preview.limit).toBe(160);
    expect(previewOf(form({ template: 'a'.repeat(150) }), 'LOJA', []).problems).toEqual([
      'invalid.sms.text.size',
    ]);
    const unshortened = previewOf(
      form({ template: 'Veja https://loja.example/x', shortenUrls: false }),
      'LOJA',
      [],
    );
    expect(unshortened.text).toContain('https://loja.example/x');
  });

  it('shows DYNAMICS variables as {name}, counts without them, and warns of an unused one', () => {
    const preview = previewOf(
      form({ type: 'DYNAMICS', template: 'Oi {nome}, feliz aniversário', variables: ['nome', 'cidade'] }),
      'LOJA',
      [],
    );
    expect(preview.text).toBe(`LOJA: Oi {nome}, feliz aniversario ${SHOOTING_OPT_OUT_TEXT}`);
    expect(preview.length).toBe(`LOJA: Oi , feliz aniversario ${SHOOTING_OPT_OUT_TEXT}`.length);
    expect(preview.problems).toEqual(['variableDefinedUnsed']);
  });

  it('turns the contacts filters into addFilterFindRecipients (“Todas” is every status)', () => {
    expect(
      recipientsFilterOf({
        ...emptyContactsFilters,
        status: 'OPT_IN',
        tags: ['vip'],
        tagsExclusive: false,
        segments: [4],
      }),
    ).toEqual({
      status: ['OPT_IN'],
      tags: ['vip'],
      tagsExclusive: false,
      segmentIds: [4],
      segmentsExclusive: false,
    });
    expect(recipientsFilterOf(emptyContactsFilters).status).toHaveLength(6);
  });
});
