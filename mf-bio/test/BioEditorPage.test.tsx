import { useSession } from '@atalho/sdk';
import { biographyBody } from '@atalho/sdk/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BioEditorPage } from '../src/pages/BioEditorPage';
import { availability, bioFixture, bioPage, mockApi } from './fixtures';
import { renderPage } from './render';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const tab = (name: string) => screen.getByRole('tab', { name });
const codeOf = (url: URL) => url.searchParams.get('code') ?? '';

async function pickFirstTemplate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Usar o modelo Aurora' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escolha um modelo' })).toBeNull());
}

describe('BioEditorPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useSession.setState({ user: { id: 7, name: 'Ana', features: [] } as never });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads page 0 of size 100 with every embed, showing a skeleton meanwhile', async () => {
    const fetchMock = mockApi({ 'GET /api/v1/biographies': bioPage([bioFixture()]) });
    renderPage(<BioEditorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página de bio' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Conteúdo' })).toBeTruthy();
    const url = new URL(String((fetchMock.mock.calls[0]?.[0] as Request | undefined)?.url));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '0',
      size: '100',
      embedBiographyHasOnlineAddress: 'true',
      embedSocialLink: 'true',
    });
  });

  it('offers a retry when the bio cannot be loaded', async () => {
    const fetchMock = vi.fn(async () => Response.json({ messages: [] }, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<BioEditorPage />);
    expect(await screen.findByText('Não foi possível carregar a sua página de bio.')).toBeTruthy();
    mockApi({ 'GET /api/v1/biographies': bioPage([bioFixture()]) });
    fireEvent.click(button('Tentar de novo'));
    expect(await screen.findByRole('tab', { name: 'Conteúdo' })).toBeTruthy();
  });

  it('opens a saved bio on the content tab, with save enabled there', async () => {
    mockApi({
      'GET /api/v1/biographies': bioPage([bioFixture()]),
      'GET /api/v1/online-addresses/code-availability': (_request: Request, url: URL) =>
        availability(codeOf(url), true),
    });
    renderPage(<BioEditorPage />);
    await waitFor(() => expect(tab('Conteúdo').getAttribute('aria-selected')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
  });

  it('starts a new user on the profile tab with the first template and the template picker open', async () => {
    mockApi({
      'GET /api/v1/biographies': bioPage([]),
      'GET /api/v1/online-addresses/code-availability': (_request: Request, url: URL) =>
        availability(codeOf(url), codeOf(url) !== 'ocupado'),
    });
    renderPage(<BioEditorPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Escolha um modelo' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar o modelo Aurora' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await pickFirstTemplate();
    expect(tab('Perfil').getAttribute('aria-selected')).toBe('true');
    expect(button('Avançar').disabled).toBe(true);
    expect(button('Salvar').disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/^Nome de usuário/), { target: { value: 'ocupado' } });
    fireEvent.change(screen.getByLabelText(/^Nome\W*$/), { target: { value: 'Ana Doces' } });
    fireEvent.change(screen.getByLabelText(/^Descrição/), { target: { value: 'Doces por encomenda' } });
    expect(await screen.findByTestId('username-taken')).toBeTruthy();
    expect(button('Avançar').disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/^Nome de usuário/), { target: { value: 'anadoces' } });
    expect(await screen.findByTestId('username-available')).toBeTruthy();
    await waitFor(() => expect(button('Avançar').disabled).toBe(false));
    // A new bio is saved from the last tab only.
    expect(button('Salvar').disabled).toBe(true);

    fireEvent.click(button('Avançar'));
    expect(tab('Conteúdo').getAttribute('aria-selected')).toBe('true');
    expect(button('Salvar').disabled).toBe(true);
    fireEvent.click(button('Avançar'));
    expect(tab('Aparência').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
  });

  it('disables save while the form is invalid', async () => {
    mockApi({
      'GET /api/v1/biographies': bioPage([bioFixture()]),
      'GET /api/v1/online-addresses/code-availability': (_request: Request, url: URL) =>
        availability(codeOf(url), true),
    });
    renderPage(<BioEditorPage />);
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(tab('Perfil'));
    fireEvent.change(screen.getByLabelText(/^Nome\W*$/), { target: { value: '' } });
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));
    expect(button('Avançar').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Nome\W*$/), { target: { value: 'Ana' } });
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
  });

  it('saves the whole bio, replaces it with the answer and says it was saved', async () => {
    const saved = bioFixture({ name: 'Ana Doces e Bolos' });
    let body: unknown;
    mockApi({
      'GET /api/v1/biographies': bioPage([bioFixture()]),
      'GET /api/v1/online-addresses/code-availability': (_request: Request, url: URL) =>
        availability(codeOf(url), true),
      'POST /api/v1/biographies': async (request: Request) => {
        body = await request.json();
        return saved;
      },
    });
    renderPage(<BioEditorPage />);
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(tab('Perfil'));
    fireEvent.change(screen.getByLabelText(/^Nome\W*$/), { target: { value: 'Ana Doces e Bolos' } });
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Salvo com sucesso')).toBeTruthy();
    expect(v.safeParse(biographyBody, body).success).toBe(true);
    expect(body).toMatchObject({
      id: 3,
      name: 'Ana Doces e Bolos',
      onlineAddress: { code: 'anadoces' },
      biographyHasOnlineAddresses: [{ id: 11, order: 0, deleted: false }],
    });
  });

  it('shows the plan notice about the promotion below PRO', async () => {
    mockApi({ 'GET /api/v1/biographies': bioPage([bioFixture()]) });
    renderPage(<BioEditorPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Aparência' }));
    expect(await screen.findByText(/o botão "Crie sua página" some/)).toBeTruthy();
  });
});
