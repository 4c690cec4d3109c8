import { useSession } from '@atalho/sdk';
import type { DataExport } from '@atalho/sdk/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSize } from '../src/components/account/DataExportCard';
import { AccountPage } from '../src/pages/AccountPage';
import { renderPage } from './render';

const running: DataExport = {
  id: 4,
  status: 'running',
  progress: 40,
  step: 'leads',
  size: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
};
const ready: DataExport = {
  ...running,
  status: 'ready',
  progress: 100,
  step: null,
  size: 2_400_000,
  readyAt: '2026-11-28T10:01:00.000Z',
  expiresAt: '2026-12-05T10:01:00.000Z',
};

/** The API as the page sees it: the list answers `lists` one after the other (the last one sticks). */
function api(lists: DataExport[][]) {
  let call = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'DELETE' && url.pathname === '/api/v1/account')
      return new Response(null, { status: 204 });
    if (request.method === 'POST')
      return Response.json({ ...running, status: 'pending', progress: 0, step: null }, { status: 202 });
    const list = lists[Math.min(call, lists.length - 1)] ?? [];
    call += 1;
    return Response.json(list);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });

describe('AccountPage', () => {
  beforeEach(() => {
    useSession.setState({
      token: 'tok',
      user: { id: 7, name: 'Ana Souza', email: 'ana@example.com', features: [] } as never,
    });
  });
  afterEach(() => {
    useSession.setState({ token: null, user: null });
    vi.unstubAllGlobals();
  });

  it('starts an export and shows its step and percentage while the job runs, then the download', async () => {
    const fetchMock = api([[], [running], [ready]]);
    renderPage(<AccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar cópia dos meus dados' }));
    expect(await screen.findByText('Preparando sua cópia: leads…')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    // Polled until ready.
    expect(await screen.findByTestId('data-export-ready', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('data-export-ready').textContent).toContain('2,3 MB');
    expect(screen.getByRole('button', { name: 'Baixar ZIP' })).toBeTruthy();
    expect(requests(fetchMock)).toContain('POST /api/v1/account/data-exports');
  });

  it('deletes the account only once its e-mail is typed, then signs out', async () => {
    const fetchMock = api([[]]);
    renderPage(<AccountPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = screen.getByRole('button', { name: 'Excluir para sempre' });
    const field = screen.getByLabelText('Digite ana@example.com para confirmar');
    fireEvent.input(field, { target: { value: 'outra@example.com' } });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true));
    fireEvent.input(field, { target: { value: ' Ana@Example.com ' } });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(requests(fetchMock)).toContain('DELETE /api/v1/account');
    const call = fetchMock.mock.calls.find(
      ([input]) => input instanceof Request && input.method === 'DELETE',
    );
    const sent = call?.[0];
    if (!(sent instanceof Request)) throw new Error('no DELETE request');
    expect(await sent.clone().json()).toEqual({ confirmation: 'Ana@Example.com' });
    expect(dialog).toBeTruthy();
  });

  it('formats sizes the Brazilian way', () => {
    expect(formatSize(900)).toBe('1 kB');
    expect(formatSize(2_400_000)).toBe('2,3 MB');
  });
});
