import { BiographyView } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fromBiography, newDraft } from '../src/components/bio-draft';
import { toPreviewView } from '../src/components/preview-view';
import { bioFixture, sectionFixture, socialFixture } from './fixtures';

describe('toPreviewView', () => {
  it('shows what the public page would: live items in list order, images by source', () => {
    const draft = fromBiography(
      bioFixture({
        picture: { id: 1, src: 'https://cdn.example/p.png', deleted: false },
        cover: { id: 2, src: 'https://cdn.example/c.png', deleted: true },
        biographyHasOnlineAddresses: [
          sectionFixture({ id: 12, order: 1, title: 'Segunda' }),
          sectionFixture({ id: 11, order: 0, title: 'Primeira' }),
          sectionFixture({ id: 13, order: 2, title: 'Apagada', deleted: true }),
        ],
        socialLinks: [socialFixture()],
      }),
    );
    const view = toPreviewView(draft);
    expect(v.safeParse(BiographyView, view).success).toBe(true);
    expect(view.picture).toBe('https://cdn.example/p.png');
    expect(view.cover).toBeNull();
    expect(view.biographyHasOnlineAddresses.map((section) => section.title)).toEqual(['Primeira', 'Segunda']);
    expect(view.biographyHasOnlineAddresses[0]?.onlineAddress).toEqual({
      id: 111,
      code: 's11',
      url: 'https://loja.example.com',
    });
    expect(view.socialLinks).toEqual([
      { title: 'Instagram', onlineAddress: { id: 221, code: 'r21', url: 'https://www.instagram.com/ana' } },
    ]);
  });

  it('gives unsaved items no link yet and keeps a new bio valid for the renderer', () => {
    const draft = newDraft();
    draft.biographyHasOnlineAddresses = [
      {
        key: 'new-1',
        id: null,
        type: 'WHATSAPP',
        order: 0,
        deleted: false,
        title: null,
        description: 'Fale comigo',
        aspectRatio: null,
        image: null,
        onlineAddress: { id: null, url: 'https://api.whatsapp.com/send/?phone=5511' },
        whatsapp: { number: '5511', message: null },
        instagram: null,
      },
    ];
    const view = toPreviewView(draft);
    expect(v.safeParse(BiographyView, view).success).toBe(true);
    expect(view.id).toBe(0);
    expect(view.biographyHasOnlineAddresses[0]?.onlineAddress).toEqual({
      id: 0,
      code: '',
      url: 'https://api.whatsapp.com/send/?phone=5511',
    });
  });
});
