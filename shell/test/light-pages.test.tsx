import { screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A retry forgets the remote's loaded entry first; the remote itself comes from the injected `load`.
const remotes = vi.hoisted(() => ({ resetRemote: vi.fn(async () => {}) }));
vi.mock('../src/federation/remotes', () => remotes);

import { markFirstPaintAsPicture } from '../src/federation/remove-first-paint';
import { lightPageAt, renderLightPage } from '../src/public/light-pages';
import { cleanPageAfterEach, container, serverPicture } from './page-fixtures';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const landing = { remote: 'mf_public', exposed: 'LandingPage' };
const plans = { remote: 'mf_billing', exposed: 'PlansPage' };

cleanPageAfterEach();

describe('light public pages', () => {
  it('are known by path before anything loads; every other path takes the app', () => {
    expect(lightPageAt('/lp')).toEqual(landing);
    expect(lightPageAt('/lp/')).toEqual(landing);
    for (const path of ['/', '/conversion', '/g', '/f', '/g/']) {
      expect(lightPageAt(path)?.exposed, path).toBe('HomePage');
    }
    expect(lightPageAt('/plans')).toEqual(plans);
    expect(lightPageAt('/plans/')).toEqual(plans);
    // Decision 038: the legal page and the visitor's news are light too, for everyone.
    expect(lightPageAt('/privacy-policy', true)).toEqual({
      remote: 'mf_public',
      exposed: 'PrivacyPolicyPage',
    });
    expect(lightPageAt('/whats-new', true)).toEqual({ remote: 'mf_links', exposed: 'PublicWhatsNewPage' });
    for (const path of ['/plans/x', '/lp/x', '/painel/links/shortened', '/painel/whats-new', '/privacy']) {
      expect(lightPageAt(path), path).toBeNull();
    }
  });

  it('send signed-in people to the app for the pages meant for visitors (the home page), not for /lp or /plans', () => {
    expect(lightPageAt('/', true)).toBeNull();
    expect(lightPageAt('/g', true)).toBeNull();
    expect(lightPageAt('/lp', true)).toEqual(landing);
    expect(lightPageAt('/plans', true)).toEqual(plans);
  });

  it("render the remote's component and drop the server's first paint in the same commit", async () => {
    const pictured = serverPicture();
    let pictureWhileRendering: boolean | undefined;
    function Page() {
      pictureWhileRendering = pictured();
      return <h1>Indique o Atalho</h1>;
    }
    const load = vi.fn().mockResolvedValue(Page);
    await act(() => renderLightPage(landing, container(), load));
    expect(load).toHaveBeenCalledWith('mf_public', 'LandingPage');
    expect(screen.getByRole('heading', { name: 'Indique o Atalho' })).toBeTruthy();
    expect(pictureWhileRendering).toBe(true);
    expect(pictured()).toBe(false);
  });

  it('hand the page the data the server drew it with (decision 038)', async () => {
    const data = document.createElement('script');
    data.id = 'atalho-data';
    data.type = 'application/json';
    data.textContent = JSON.stringify({ queries: [[['plans', 'catalogue'], []]] });
    document.head.append(data);
    let received: unknown;
    function Page({ embedded }: { embedded?: unknown }) {
      received = embedded;
      return <h1>Planos</h1>;
    }
    await act(() => renderLightPage(plans, container(), vi.fn().mockResolvedValue(Page)));
    expect(received).toEqual({ queries: [[['plans', 'catalogue'], []]] });
    data.remove();
  });

  it("make the server's page a picture once the shell runs: out of the tab order and the accessibility tree", () => {
    serverPicture();
    const paint = document.getElementById('atalho-first-paint');
    paint?.insertAdjacentHTML('beforeend', '<a href="/lp">Indique</a>');
    markFirstPaintAsPicture();
    expect(paint?.getAttribute('aria-hidden')).toBe('true');
    expect(paint?.hasAttribute('inert')).toBe(true);
    document.body.replaceChildren();
    expect(() => markFirstPaintAsPicture()).not.toThrow();
  });

  it('show the failure screen when the remote cannot load, and retry', async () => {
    const pictured = serverPicture();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <h1>De volta</h1>);
    await act(() => renderLightPage(landing, container(), load));
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar esta página');
    expect(pictured()).toBe(false);
    await act(async () => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'De volta' })).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
    expect(remotes.resetRemote).toHaveBeenCalledWith('mf_public');
  });
});
