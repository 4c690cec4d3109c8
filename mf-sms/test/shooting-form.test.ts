import { EXAMPLE_CONTACT_LINK, SHOOTING_OPT_OUT_TEXT, shootingForm } from '@atalho/sdk/sms';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyContactsFilters } from '../src/components/contacts/contacts-view';
import { recipientsFilterOf } from '../src/components/shootings/FindRecipientsDialog';
import {
  bodyOf,
  formOf,
  previewOf,
  removalBody,
  variablesOf,
} from '../src/components/shootings/shooting-form';
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
    const checked = v.parse(shootingForm, { ...read, tags: 'natal, promo, natal ,', description: '  ' });
    const body = bodyOf(checked, { id: 1, properties: [], filter: null });
    expect(body).toMatchObject({
      id: 1,
      tags: 'natal||promo',
      description: null,
      date: null,
      time: null,
      smsShootingHasContacts: [],
    });
  });

  it('sends the variables chosen and the properties the template names, only for DYNAMICS', () => {
    const dynamic = form({ type: 'DYNAMICS', template: 'Oi {nome} de {cidade} {x}', variables: ['nome'] });
    expect(variablesOf(dynamic, ['nome', 'cidade'])).toEqual(['nome', 'cidade']);
    expect(variablesOf({ ...dynamic, type: 'SIMPLE' }, ['nome'])).toEqual([]);
  });

  it('keeps a saved campaign as it is when removing recipients', () => {
    const saved = shootingFixture({ id: 4, tags: 'natal||promo', type: 'DYNAMICS', variables: ['nome'] });
    expect(removalBody(saved, [8])).toMatchObject({
      id: 4,
      title: saved.title,
      tags: 'natal||promo',
      template: saved.template,
      variables: ['nome'],
      addFilterFindRecipients: null,
      smsShootingHasContacts: [{ contact: { id: 8 }, deleted: true }],
    });
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
