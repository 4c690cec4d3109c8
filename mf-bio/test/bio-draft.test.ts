import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addItem, moveItem, newDraft, removeItem, restoreItem } from '../src/components/bio-draft';
import { type SectionFormValues, sectionFormSchema } from '../src/components/section-form';

const item = (id: number | null, order: number) => ({ id, order, deleted: false, key: `k${id ?? order}` });

describe('list rules', () => {
  it('reassigns the order to the index after a move or an add', () => {
    const list = [item(1, 5), item(2, 7), item(3, 9)];
    expect(moveItem(list, 2, 0).map((x) => [x.id, x.order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(addItem(list, item(null, 99)).map((x) => x.order)).toEqual([0, 1, 2, 3]);
  });

  it('marks a saved item deleted and drops an unsaved one', () => {
    const list = [item(1, 0), item(null, 1), item(3, 2)];
    const marked = removeItem(list, 0);
    expect(marked).toHaveLength(3);
    expect(marked[0]?.deleted).toBe(true);
    expect(restoreItem(marked, 0)[0]?.deleted).toBe(false);
    const dropped = removeItem(list, 1);
    expect(dropped.map((x) => [x.id, x.order])).toEqual([
      [1, 0],
      [3, 1],
    ]);
  });

  it('starts a new bio from the first template', () => {
    expect(newDraft()).toMatchObject({
      id: null,
      layout: 1,
      font: 4,
      shape: 8,
      biographyHasOnlineAddresses: [],
    });
  });
});

describe('section rules (spec 001 §5)', () => {
  const values: SectionFormValues = {
    title: '',
    description: '',
    url: '',
    number: '',
    message: '',
    handle: '',
    aspectRatio: 'original',
    image: null,
  };
  const keysOf = (type: Parameters<typeof sectionFormSchema>[0], input: Partial<typeof values>) =>
    (v.safeParse(sectionFormSchema(type), { ...values, ...input }).issues ?? []).map((issue) => [
      issue.path?.[0]?.key,
      issue.message,
    ]);

  it('limits descriptions per type', () => {
    expect(
      keysOf('IMAGE', { description: 'x'.repeat(141), image: { src: '/f/a.png', deleted: false } }),
    ).toEqual([['description', 'invalidSize']]);
    expect(
      keysOf('SAMPLE_LINK', { title: 'Loja', url: 'https://a.com', description: 'x'.repeat(101) }),
    ).toEqual([['description', 'invalidSize']]);
    expect(keysOf('INSTAGRAM', { handle: 'ana', description: 'x'.repeat(51) })).toEqual([
      ['description', 'invalidSize'],
    ]);
  });

  it('checks YouTube, WhatsApp and Instagram fields', () => {
    expect(keysOf('YOUTUBE', { url: 'https://vimeo.com/1' })).toEqual([['url', 'invalidUrl']]);
    expect(keysOf('YOUTUBE', { url: 'youtu.be/dQw4w9WgXcQ' })).toEqual([]);
    expect(keysOf('WHATSAPP', { number: '1'.repeat(16), description: 'Fale comigo' })).toEqual([
      ['number', 'invalidSize'],
    ]);
    expect(
      keysOf('WHATSAPP', { number: '5511999998888', message: 'x'.repeat(101), description: 'Oi' }),
    ).toEqual([['message', 'invalidSize']]);
    expect(keysOf('INSTAGRAM', { handle: 'a'.repeat(31) })).toEqual([['handle', 'invalidSize']]);
    expect(keysOf('SAMPLE_LINK', { title: 'x'.repeat(51), url: 'https://a.com' })).toEqual([
      ['title', 'invalidSize'],
    ]);
  });
});
