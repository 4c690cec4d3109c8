import type { OpenGraph } from '@atalho/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { changesOf, formValuesOf } from '../src/components/preview-editor/preview-changes';

const saved: OpenGraph = {
  id: 4,
  onlineAddress: { id: 9, code: 'abc', url: 'https://loja.com' },
  openGraphFields: [
    { id: 1, name: 'og:title', value: 'Antigo', deleted: false, update: false },
    { id: 2, name: 'og:description', value: 'Some', deleted: false, update: false },
    { id: 3, name: 'og:type', value: 'website', deleted: false, update: false },
  ],
  dateCreate: '2026-11-22T00:00:00.000Z',
  dateUpdate: '2026-11-22T00:00:00.000Z',
};

describe('preview editor changes', () => {
  it('fills every property, empty where the preview has none', () => {
    const values = formValuesOf(saved);
    expect(values['og:title']).toBe('Antigo');
    expect(values['book:isbn']).toBe('');
    expect(Object.values(formValuesOf(null)).every((value) => value === '')).toBe(true);
  });

  it('marks changed fields update, emptied ones deleted, new ones without id, and skips the rest', () => {
    const values = {
      ...formValuesOf(saved),
      'og:title': 'Novo',
      'og:description': '  ',
      'og:url': 'https://x.com',
    };
    expect(changesOf(saved, values)).toEqual([
      { id: 1, name: 'og:title', value: 'Novo', update: true },
      { name: 'og:url', value: 'https://x.com' },
      { id: 2, name: 'og:description', value: 'Some', deleted: true },
    ]);
    expect(changesOf(saved, formValuesOf(saved))).toEqual([]);
  });
});
