import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import type { VisitorRoute } from '../src/visitor/detect';
import type { VisitorViewProps } from '../src/visitor/lazy-view';
import { VisitorApp } from '../src/visitor/VisitorApp';

const route: VisitorRoute = { kind: 'redirect', remote: 'mf_public', exposed: 'RedirectScreen', code: 'abc' };

function View({ code, initialData }: VisitorViewProps) {
  return (
    <p>
      view {code} {JSON.stringify(initialData)}
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('VisitorApp', () => {
  it('passes code, search and initialData to the visitor view', async () => {
    const load = vi.fn().mockResolvedValue(View);
    const props = { code: 'abc', search: new URLSearchParams('s=q'), initialData: { link: 1 } };
    render(<VisitorApp route={route} props={props} load={load} />);
    expect(await screen.findByText('view abc {"link":1}')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mf_public', 'RedirectScreen');
  });

  it('shows a plain fallback and retries with a fresh load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ mf_public: '/mf/mf-public/mf-manifest.json' })),
    );
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(View);
    render(<VisitorApp route={route} props={{ code: 'abc', search: new URLSearchParams() }} load={load} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/view abc/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
