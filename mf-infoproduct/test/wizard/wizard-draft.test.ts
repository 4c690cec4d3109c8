import { infoproductBody, infoproductStyleDefaults } from '@atalho/sdk/infoproducts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toPreviewView } from '../../src/components/wizard/preview-view';
import {
  fromInfoproduct,
  invalidSteps,
  newDraft,
  removeEntry,
  STEPS,
  sameDraft,
  toBody,
} from '../../src/components/wizard/wizard-draft';
import { infoproductFixture } from '../fixtures';

describe('wizard draft', () => {
  it('starts a new item with every step invalid (PRO) and four empty topics', () => {
    const draft = newDraft(true);
    expect(draft.itens.map((entry) => entry.value)).toEqual(['', '', '', '']);
    expect(draft.footer).toEqual({ id: null, brandImage: null, text: '', links: [] });
    // By its rules alone, the look (default colours) and the contact form (only the e-mail) are valid already;
    // the wizard keeps them invalid until shown.
    expect([...invalidSteps(draft, true)].sort()).toEqual([
      STEPS.siteType,
      STEPS.product,
      STEPS.address,
      STEPS.topics,
      STEPS.more,
      STEPS.footer,
    ]);
  });

  it('marks a saved entry deleted and drops a new one', () => {
    const list = [
      { key: 'a', id: 3, value: 'x', deleted: false },
      { key: 'b', id: null, value: 'y', deleted: false },
    ];
    expect(removeEntry(list, 0)).toEqual([{ key: 'a', id: 3, value: 'x', deleted: true }, list[1]]);
    expect(removeEntry(list, 1)).toEqual([list[0]]);
  });

  it('sends saved options of a field turned into text as deleted, and a body the contract accepts', () => {
    const item = infoproductFixture({
      formFields: [
        {
          id: 5,
          name: 'Cidade',
          type: 'SELECT_FIELD',
          inputType: 'ALPHANUMERIC',
          required: true,
          order: 0,
          deleted: false,
          options: [{ id: 9, value: 'Recife', deleted: false }],
        },
      ],
    });
    const draft = fromInfoproduct(item, true);
    draft.onlineAddress.code = 'receitas-doces';
    const field = draft.formFields[0];
    if (!field) throw new Error('no field');
    field.type = 'TEXT_FIELD';
    draft.footer = { id: null, brandImage: null, text: 'Rodapé', links: [] };
    const body = v.parse(infoproductBody, toBody(draft, true));
    expect(body.formFields[0]?.options).toEqual([{ id: 9, value: 'Recife', deleted: true }]);
  });

  it('shows custom fields, footer and PRO colours in the preview only for PRO', () => {
    const draft = fromInfoproduct(infoproductFixture(), true);
    draft.style.formColor = '#000000FF';
    draft.formFields = [
      {
        key: 'f',
        id: null,
        name: 'Idade',
        type: 'TEXT_FIELD',
        inputType: 'NUMERIC',
        required: true,
        options: [],
        deleted: false,
      },
    ];
    draft.footer = { id: null, brandImage: null, text: 'Rodapé', links: [] };
    expect(toPreviewView(draft, true).formFields).toHaveLength(1);
    expect(toPreviewView(draft, true).style.formColor).toBe('#000000FF');
    const basic = toPreviewView(draft, false);
    expect([basic.formFields, basic.footer, basic.style.formColor]).toEqual([
      [],
      null,
      infoproductStyleDefaults.formColor,
    ]);
  });

  it('compares drafts whatever the order of their keys', () => {
    const draft = newDraft(false);
    const reordered = Object.fromEntries(Object.entries(draft).reverse()) as typeof draft;
    expect(sameDraft(draft, reordered)).toBe(true);
    expect(sameDraft(draft, { ...draft, title: 'x' })).toBe(false);
  });
});
