import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { RemotePage } from '../src/federation/RemotePage';
import { renderWithUi } from './render';

function Page() {
  return <p>links page</p>;
}

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ mf_links: '/mf/mf-links/mf-manifest.json' })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RemotePage', () => {
  it('registers the remotes from /remotes.json and renders the remote page', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Page });
    renderWithUi(<RemotePage remote="mf_links" exposed="LinksPage" />);
    expect(await screen.findByText('links page')).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_links', entry: '/mf/mf-links/mf-manifest.json' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_links/LinksPage');
  });

  it('shows the fallback after the automatic retry fails, and recovers with "Tentar novamente"', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote down'));
    renderWithUi(<RemotePage remote="mf_links" exposed="WhatsNewPage" />);
    expect(
      await screen.findByText('Não foi possível carregar esta área', {}, { timeout: 3000 }),
    ).toBeTruthy();
    // first attempt + one automatic retry, each after resetting the remote's cached entry
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_links', entry: '/mf/mf-links/mf-manifest.json' }],
      { force: true },
    );

    runtime.loadRemote.mockResolvedValue({ default: Page });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('links page', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('catches a remote page that throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    renderWithUi(<RemotePage remote="mf_links" exposed="ApiReferencePage" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar esta área')).toBeTruthy();
  });
});
