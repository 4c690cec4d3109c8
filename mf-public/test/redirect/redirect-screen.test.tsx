import { featuresOf } from '@atalho/sdk/schemas';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RedirectScreen from '../../src/exposes/RedirectScreen';

const sdk = vi.hoisted(() => ({
  getLinkVisit: vi.fn(),
  registerClick: vi.fn(),
  registerContactAccess: vi.fn(),
  reportLink: vi.fn(),
}));
vi.mock('@atalho/sdk', () => sdk);

const navigation = vi.hoisted(() => ({ replaceLocation: vi.fn() }));
vi.mock('../../src/redirect/navigate', () => navigation);

// The shell's federation instance, which registered the remotes: remotes load through it (RUNTIME-004).
const federation = { loadRemote: vi.fn() };
Object.assign(globalThis, {
  // Timers advance inside act() (no React view is left: the bio and lead page islands are DOM views).
  IS_REACT_ACT_ENVIRONMENT: true,
  __FEDERATION__: {
    __INSTANCES__: [
      { name: 'mf_public', options: { remotes: [] }, loadRemote: vi.fn() },
      {
        name: 'shell',
        options: { remotes: [{ name: 'mf_bio' }, { name: 'mf_infoproduct' }] },
        loadRemote: federation.loadRemote,
      },
    ],
  },
});

// The link view's owner as the API sends it: the features their plans give (never the plans themselves).
const freeOwner = { features: featuresOf('FREE') };
const basicOwner = { features: featuresOf('BASIC') };
const proOwner = { features: featuresOf('PRO') };

function linkWith(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    code: 'abc',
    url: 'https://example.com/page',
    type: 'STANDARD',
    openGraph: null,
    biography: null,
    infoproduct: null,
    user: null,
    ...overrides,
  };
}

function proConfig(loaderTime: number) {
  return {
    ...proOwner,
    config: {
      picture: { src: '/owner.png', deleted: false },
      siteName: 'Loja Azul',
      bannerImage: { src: '/banner.png', deleted: false },
      bannerLink: 'https://loja.example',
      loaderTime,
    },
  };
}

/** mf-bio's island is a DOM view (decision 027): mounted as is, with the link and its visit token. */
const bioIsland = {
  mount: vi.fn((container: HTMLElement, props: { code: string; initialData?: unknown }) => {
    const text = document.createElement('p');
    text.textContent = `bio of ${props.code}`;
    container.replaceChildren(text);
    return () => container.replaceChildren();
  }),
};
/** mf-infoproduct's island, a DOM view too. */
const leadIsland = {
  mount: vi.fn((container: HTMLElement, _props: { code: string; initialData?: unknown }) => {
    const text = document.createElement('p');
    text.textContent = 'lead page';
    container.replaceChildren(text);
    return () => container.replaceChildren();
  }),
};

const unmounts: (() => void)[] = [];

// The screen builds its own DOM (no React), and so do the bio and lead page islands it hands over to.
async function mount(link: unknown, search = '', contactCode?: string) {
  const container = document.createElement('div');
  document.body.append(container);
  unmounts.push(
    RedirectScreen.mount(container, {
      code: 'abc',
      contactCode,
      search: new URLSearchParams(search),
      initialData: link === undefined ? undefined : { link, visitToken: 'page-token' },
    }),
  );
  // Lets the embedded-link promise settle.
  await advance(0);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Waits for another remote's island, which loads as a chunk of its own. */
async function shows(text: string) {
  await vi.waitFor(async () => {
    await advance(0);
    expect(screen.getByText(text)).toBeTruthy();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  for (const fn of [...Object.values(sdk), ...Object.values(navigation), ...Object.values(federation)]) {
    fn.mockReset();
  }
  sdk.registerClick.mockResolvedValue({ counted: true });
  sdk.registerContactAccess.mockResolvedValue(undefined);
  // A visitor who accepted analytics cookies, whose client id is the click's session (decision 041).
  // biome-ignore lint/suspicious/noDocumentCookie: the cookies the shell's notice and the visitor kit set
  document.cookie = 'atalho_consent=%7B%22analytics%22%3Atrue%7D; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'atalho_cid=visitor-1; path=/';
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('RedirectScreen', () => {
  it('free owners: 4 s wait, progress from 10 by 25, promotion shown, then redirect', async () => {
    await mount(linkWith({ user: { ...freeOwner, config: null } }));
    expect(screen.getByText('Você será redirecionado para')).toBeTruthy();
    expect(screen.getByText('https://example.com/page')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getAllByText('Encurte com o Atalho').length).toBeGreaterThan(0);

    await advance(1000);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    await advance(2900);
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
    await advance(100);
    expect(navigation.replaceLocation).toHaveBeenCalledWith('https://example.com/page');
  });

  it('has one labelled main landmark with its heading and the destination link', async () => {
    await mount(linkWith());
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Você será redirecionado para' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Você será redirecionado para');
    expect(screen.getByRole('link', { name: 'https://example.com/page' }).getAttribute('rel')).toBe(
      'noopener nofollow',
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso do redirecionamento' })).toBeTruthy();
  });

  it('prints a look-alike host (Cyrillic "apple.com") in punycode, with a warning, and still goes there', async () => {
    await mount(linkWith({ url: 'https://аррӏе.com/entrar' }));
    expect(screen.getByText('https://xn--80ak6aa92e.com/entrar')).toBeTruthy();
    expect(screen.queryByText('https://аррӏе.com/entrar')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(
      'Atenção: este endereço usa letras que imitam outro site.',
    );
    await advance(4000);
    expect(navigation.replaceLocation).toHaveBeenCalledWith('https://аррӏе.com/entrar');
  });

  it('prints an ordinary international name as written, without a warning', async () => {
    await mount(linkWith({ url: 'https://ação.com.br/página' }));
    expect(screen.getByText('https://ação.com.br/página')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('paid owners without config: 2 s and no promotion', async () => {
    await mount(linkWith({ user: { ...basicOwner, config: null } }));
    expect(screen.queryByText('Encurte com o Atalho')).toBeNull();
    await advance(1999);
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
    await advance(1);
    expect(navigation.replaceLocation).toHaveBeenCalledTimes(1);
  });

  it('PRO owners with config: loaderTime seconds, their logo, site name and banner', async () => {
    await mount(linkWith({ user: proConfig(6) }));
    expect(screen.getByAltText('Loja Azul').getAttribute('src')).toBe('/owner.png');
    expect(screen.getByText('Loja Azul')).toBeTruthy();
    expect(screen.getByAltText('Banner do anunciante').closest('a')?.getAttribute('href')).toBe(
      'https://loja.example',
    );
    await advance(5999);
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
    await advance(1);
    expect(navigation.replaceLocation).toHaveBeenCalledTimes(1);
  });

  it('loaderTime 0 redirects immediately', async () => {
    await mount(linkWith({ user: proConfig(0) }));
    await advance(0);
    expect(navigation.replaceLocation).toHaveBeenCalledWith('https://example.com/page');
  });

  it('records the click with share-on from s and the client id cookie', async () => {
    await mount(linkWith(), 's=q');
    expect(sdk.registerClick).toHaveBeenCalledTimes(1);
    const body = sdk.registerClick.mock.calls[0]?.[0];
    expect(body.onlineAddress).toEqual({ id: 7 });
    expect(body.userSessionId).toBe('visitor-1');
    expect(body.clickProperties).toContainEqual({ name: 'share-on', value: 'q', type: 'STANDARD' });
  });

  it("sends back the page's visit token with the click, or the lookup's when nothing was embedded", async () => {
    await mount(linkWith());
    expect(sdk.registerClick.mock.calls[0]?.[0].visitToken).toBe('page-token');
    sdk.getLinkVisit.mockResolvedValue({ link: linkWith(), visitToken: 'lookup-token' });
    await mount(undefined);
    expect(sdk.registerClick.mock.calls[1]?.[0].visitToken).toBe('lookup-token');
  });

  it('countClick in the query suppresses the click, whatever its value', async () => {
    await mount(linkWith(), 'countClick=false');
    expect(sdk.registerClick).not.toHaveBeenCalled();
  });

  it('counts the click of a campaign contact as any other and records the contact access once', async () => {
    await mount(linkWith(), '', 'c-42');
    expect(sdk.registerClick).toHaveBeenCalledTimes(1);
    expect(sdk.registerContactAccess).toHaveBeenCalledTimes(1);
    expect(sdk.registerContactAccess).toHaveBeenCalledWith({
      contact: { code: 'c-42' },
      onlineAddress: { code: 'abc' },
      visitToken: 'page-token',
    });
  });

  it('records no contact access without a contact code, nor with countClick', async () => {
    await mount(linkWith());
    await mount(linkWith(), 'countClick=false', 'c-42');
    expect(sdk.registerContactAccess).not.toHaveBeenCalled();
  });

  it('still redirects when the contact access fails', async () => {
    sdk.registerContactAccess.mockRejectedValue(new Error('offline'));
    await mount(linkWith({ user: { ...freeOwner, config: null } }), '', 'c-42');
    await advance(10_000);
    expect(navigation.replaceLocation).toHaveBeenCalledWith('https://example.com/page');
  });

  it('cancel stops the redirect and offers the report button', async () => {
    await mount(linkWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await advance(10_000);
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Denunciar link' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Redirecionamento cancelado.');
    expect(screen.getByRole('link', { name: 'Continuar para o site' }).getAttribute('href')).toBe(
      'https://example.com/page',
    );
  });

  it('the report button opens the report panel in a focus trap and gives focus back when it closes', async () => {
    await mount(linkWith());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const report = screen.getByRole('button', { name: 'Denunciar link' });
    report.focus();
    fireEvent.click(report);
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Denunciar link' })).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('Mensagem'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(report);
  });

  it('fetches by code without embedded data and goes home on 404', async () => {
    sdk.getLinkVisit.mockResolvedValue(null);
    await mount(undefined);
    expect(sdk.getLinkVisit).toHaveBeenCalledWith('abc');
    expect(navigation.replaceLocation).toHaveBeenCalledWith('/');
  });

  it('goes home on another client error (an invalid code answers 400)', async () => {
    sdk.getLinkVisit.mockRejectedValue({ response: new Response(null, { status: 400 }) });
    await mount(undefined);
    expect(navigation.replaceLocation).toHaveBeenCalledWith('/');
  });

  it.each([
    ['a server error (database down)', { response: new Response(null, { status: 503 }) }],
    ['no answer (network)', new TypeError('Failed to fetch')],
  ])('offers a retry instead of going home after %s, and the retry loads the link', async (_case, error) => {
    sdk.getLinkVisit
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce({ link: linkWith({ user: proConfig(0) }), visitToken: 'lookup-token' });
    await mount(undefined);
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
    expect(screen.getByText('Não foi possível carregar esta página.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await advance(0);
    expect(sdk.getLinkVisit).toHaveBeenCalledTimes(2);
    expect(navigation.replaceLocation).toHaveBeenCalledWith('https://example.com/page');
  });

  it("mounts the bio's island with the link and its token when the page did not (it records its own visit)", async () => {
    federation.loadRemote.mockResolvedValue({ default: bioIsland });
    const link = linkWith({ biography: { id: 1 } });
    await mount(link);
    await shows('bio of abc');
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_bio/BioIsland');
    expect(bioIsland.mount.mock.calls[0]?.[1].initialData).toEqual({ link, visitToken: 'page-token' });
    expect(sdk.registerClick).not.toHaveBeenCalled();
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
  });

  it("mounts the lead page's island with the link and its token when the page did not", async () => {
    federation.loadRemote.mockResolvedValue({ default: leadIsland });
    const link = linkWith({ infoproduct: { id: 2 } });
    await mount(link);
    await shows('lead page');
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_infoproduct/InfoproductIsland');
    expect(leadIsland.mount.mock.calls[0]?.[1]).toMatchObject({
      initialData: { link, visitToken: 'page-token' },
    });
    expect(sdk.registerClick).not.toHaveBeenCalled();
  });

  it('shows the failure screen when the named remote is not a DOM view', async () => {
    federation.loadRemote.mockResolvedValue({ default: () => null });
    await mount(linkWith({ infoproduct: { id: 2 } }));
    await shows('Não foi possível carregar esta página.');
    expect(navigation.replaceLocation).not.toHaveBeenCalled();
  });
});
