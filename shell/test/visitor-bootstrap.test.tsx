import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import type { VisitorProps } from '@atalho/ui/visitor-dom';
import { mountVisitorView } from '../src/visitor/bootstrap';
import type { VisitorRoute } from '../src/visitor/detect';
import { cleanPageAfterEach, container, serverPicture } from './page-fixtures';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const route: VisitorRoute = { kind: 'redirect', remote: 'mf_public', exposed: 'RedirectScreen', code: 'abc' };
const props: VisitorProps = { code: 'abc', search: new URLSearchParams('s=q'), initialData: { link: 1 } };

function View({ code, initialData }: VisitorProps) {
  return (
    <p>
      view {code} {JSON.stringify(initialData)}
    </p>
  );
}

cleanPageAfterEach();

describe('visitor bootstrap', () => {
  it('mounts a DOM view (the redirect screen) with code, search and initialData, without React', async () => {
    const pictured = serverPicture();
    const mount = vi.fn((element: HTMLElement, given: VisitorProps) => {
      // The picture is still there while the screen draws itself: they swap in one task.
      expect(pictured()).toBe(true);
      element.textContent = `dom view ${given.code} ${given.search.get('s')}`;
      return () => {};
    });
    const load = vi.fn().mockResolvedValue({ mount });
    await mountVisitorView(route, container(), props, load);
    expect(load).toHaveBeenCalledWith('mf_public', 'RedirectScreen');
    expect(mount.mock.calls[0]?.[1]).toBe(props);
    expect(screen.getByText('dom view abc q')).toBeTruthy();
    expect(pictured()).toBe(false);
  });

  it('renders a React view (the opt-in pages) with the same props', async () => {
    const load = vi.fn().mockResolvedValue(View);
    await act(() => mountVisitorView(route, container(), props, load));
    expect(await screen.findByText('view abc {"link":1}')).toBeTruthy();
  });

  it('shows a plain fallback and retries with a fresh load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ mf_public: '/mf/mf-public/mf-manifest.json' })),
    );
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(View);
    const pictured = serverPicture();
    await mountVisitorView(route, container(), props, load);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar esta página');
    // The picture would otherwise hide the fallback (its CSS hides the app's root).
    expect(pictured()).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    });
    expect(await screen.findByText(/view abc/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
