import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import type { RoutesMount } from '@atalho/ui';
import { RemoteRoutes } from '../src/federation/RemoteRoutes';
import { renderWithUi } from './render';

function Page({ base, fallback }: RoutesMount) {
  return <p>{`links page under ${base} (else ${fallback})`}</p>;
}
const shown = 'links page under /painel/links/shortened (else /painel/links/shortened)';
// Each test mounts another remote: the shell keeps one loaded routes module per remote.
const mount = (remote: string) => (
  <RemoteRoutes remote={remote} base="/painel/links/shortened" fallback="/painel/links/shortened" />
);

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        mf_links: '/mf/mf-links/mf-manifest.json',
        mf_bio: '/mf/mf-bio/mf-manifest.json',
        mf_sms: '/mf/mf-sms/mf-manifest.json',
        mf_public: '/mf/mf-public/mf-manifest.json',
        mf_analytics: '/mf/mf-analytics/mf-manifest.json',
      }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RemoteRoutes', () => {
  it('registers the remotes from /remotes.json and mounts the remote routes module under its prefix', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Page });
    renderWithUi(mount('mf_links'));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mf_links', entry: '/mf/mf-links/mf-manifest.json' }]),
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_links/Routes');
  });

  it('shows the fallback after the automatic retry fails, and recovers with "Tentar novamente"', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote down'));
    renderWithUi(mount('mf_bio'));
    expect(
      await screen.findByText('Não foi possível carregar esta área', {}, { timeout: 3000 }),
    ).toBeTruthy();
    // first attempt + one automatic retry, each after resetting the remote's cached entry
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_bio', entry: '/mf/mf-bio/mf-manifest.json' }],
      { force: true },
    );

    runtime.loadRemote.mockResolvedValue({ default: Page });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(shown, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('catches a remote page that throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    renderWithUi(mount('mf_sms'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar esta área')).toBeTruthy();
  });

  it("takes the public page's prerendered first paint away when the remote's page commits, or fails", async () => {
    const firstPaint = () => {
      const picture = document.createElement('div');
      picture.id = 'atalho-first-paint';
      document.body.prepend(picture);
    };
    const present = () => document.getElementById('atalho-first-paint') !== null;

    let resolve: (module: { default: typeof Page }) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    firstPaint();
    renderWithUi(mount('mf_public'));
    // While the remote loads, the skeleton renders under it (hidden by the first paint's CSS): it stays.
    expect(await screen.findByLabelText('Carregando')).toBeTruthy();
    expect(present()).toBe(true);
    resolve({ default: Page });
    expect(
      await screen.findByText('links page under /painel/links/shortened (else /painel/links/shortened)'),
    ).toBeTruthy();
    expect(present()).toBe(false);

    runtime.loadRemote.mockResolvedValue({ default: Broken });
    firstPaint();
    renderWithUi(mount('mf_analytics'));
    expect(await screen.findByText('Não foi possível carregar esta área')).toBeTruthy();
    expect(present()).toBe(false);
  });
});
