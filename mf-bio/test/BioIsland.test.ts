import { renderBioPage } from '@atalho/sdk/bio-page';
import type { BiographyView } from '@atalho/sdk/schemas';
import { bioTemplates } from '@atalho/sdk/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BioIsland from '../src/exposes/BioIsland';

const sdk = vi.hoisted(() => ({ getLinkVisit: vi.fn(), registerClick: vi.fn() }));
vi.mock('@atalho/sdk', () => sdk);

const appearance = bioTemplates[0]?.appearance;
const bio: BiographyView = {
  id: 1,
  name: 'Ana Doces',
  description: 'Bolos por encomenda',
  cover: null,
  picture: null,
  ...(appearance as NonNullable<typeof appearance>),
  biographyHasOnlineAddresses: [
    {
      type: 'SAMPLE_LINK',
      title: 'Cardápio',
      description: null,
      icon: null,
      aspectRatio: null,
      image: null,
      onlineAddress: { id: 11, code: 'card', url: 'https://exemplo.com/cardapio' },
    },
  ],
  socialLinks: [
    { title: 'Instagram', onlineAddress: { id: 12, code: 'insta', url: 'https://www.instagram.com/ana' } },
  ],
};
const link = {
  id: 10,
  code: 'anadoces',
  url: 'https://atalho.test/anadoces',
  type: 'BIO',
  openGraph: null,
  biography: bio,
  infoproduct: null,
  user: { features: [], config: null },
};
const initialData = { link, visitToken: 'bio-token', tokens: { 11: 'card-token', 12: 'insta-token' } };

/** The server's page in the app's root, as the API sends it. */
function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderBioPage(bio, {
    pageUrl: 'https://atalho.test/anadoces',
    promotion: true,
    promotionUrl: 'https://atalho.test/',
    mode: 'page',
    fontUrl: (file) => `/fonts/bio/${file}`,
  }).html;
  document.body.append(root);
  return root;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: (() => void)[] = [];

beforeEach(() => {
  sdk.registerClick.mockResolvedValue({ counted: true });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.clearAllMocks();
});

describe('the bio page island', () => {
  it("keeps the server's markup, records the visit and counts each tap with that item's token", async () => {
    const root = serverPage();
    const before = root.innerHTML;
    stops.push(BioIsland.mount(root, { code: 'anadoces', search: new URLSearchParams('s=q'), initialData }));
    await settle();
    expect(root.innerHTML.replace(' hidden=""', '')).toContain(
      before.replace(' hidden=""', '').slice(0, 200),
    );
    expect(sdk.registerClick).toHaveBeenCalledTimes(1);
    expect(sdk.registerClick.mock.calls[0]?.[0]).toMatchObject({
      onlineAddress: { id: 10 },
      visitToken: 'bio-token',
      clickProperties: expect.arrayContaining([{ name: 'share-on', value: 'q', type: 'STANDARD' }]),
    });
    const tap = root.querySelector<HTMLAnchorElement>('a[data-bio-link="11"]');
    tap?.addEventListener('click', (event) => event.preventDefault());
    tap?.click();
    expect(sdk.registerClick).toHaveBeenCalledTimes(2);
    expect(sdk.registerClick.mock.calls[1]?.[0]).toMatchObject({
      onlineAddress: { id: 11 },
      visitToken: 'card-token',
    });
    expect(root.querySelector<HTMLButtonElement>('[data-bio-share]')?.hidden).toBe(false);
  });

  it('counts nothing when opened with countClick', async () => {
    const root = serverPage();
    stops.push(
      BioIsland.mount(root, {
        code: 'anadoces',
        search: new URLSearchParams('countClick=false'),
        initialData,
      }),
    );
    await settle();
    const tap = root.querySelector<HTMLAnchorElement>('a[data-bio-link="12"]');
    tap?.addEventListener('click', (event) => event.preventDefault());
    tap?.click();
    expect(sdk.registerClick).not.toHaveBeenCalled();
  });

  it('draws the same page itself when it was reached without the server markup', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    stops.push(BioIsland.mount(root, { code: 'anadoces', search: new URLSearchParams(), initialData }));
    await vi.waitFor(() => expect(root.querySelector('.bio-page h1')?.textContent).toBe('Ana Doces'));
    expect(root.querySelector('a[data-bio-link="11"]')?.getAttribute('href')).toBe(
      'https://exemplo.com/cardapio',
    );
  });
});
