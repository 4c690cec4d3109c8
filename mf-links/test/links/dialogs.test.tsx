import { useSession } from '@atalho/sdk';
import { linkFixture } from '@atalho/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkEditDialog } from '../../src/components/links/LinkEditDialog';
import { TagEditorDialog } from '../../src/components/links/TagEditorDialog';
import { renderPage } from '../render';

const link = linkFixture({
  id: 5,
  code: 'promo',
  url: 'https://example.com/promo',
  tags: 'verão||loja',
  verificationStatus: 0,
  clicks: 3,
  biography: null,
});

type Handler = (url: URL, request: Request) => unknown;

function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return Response.json(handler(new URL(request.url), request));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signedIn(features: string[]) {
  useSession.setState({ user: { id: 7, name: 'Ana', email: 'ana@example.com', features } as never });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tag editor', () => {
  beforeEach(() => signedIn([]));

  it('closes at once without changes', () => {
    const onClose = vi.fn();
    renderPage(<TagEditorDialog link={link} onClose={onClose} />);
    expect(screen.getByText('verão')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Descartar alterações?')).toBeNull();
  });

  it('asks before discarding changes', async () => {
    const onClose = vi.fn();
    renderPage(<TagEditorDialog link={link} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover etiqueta verão' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    expect(await screen.findByText('Descartar alterações?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves the tags joined by || and shows what the server answered', async () => {
    const fetchMock = mockApi((_url, request) => ({
      ...link,
      tags: request.method === 'PUT' ? 'loja||natal' : link.tags,
    }));
    renderPage(<TagEditorDialog link={link} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover etiqueta verão' }));
    fireEvent.change(screen.getByLabelText('Nova etiqueta'), { target: { value: 'natal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('PUT');
    expect(await request.clone().json()).toEqual({ code: 'promo', url: link.url, tags: 'loja||natal' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText('natal')).toBeTruthy();
  });
});

describe('link edit dialog', () => {
  it('locks the fields below BASIC with the upgrade notice', () => {
    signedIn([]);
    renderPage(<LinkEditDialog link={link} onClose={() => {}} />);
    expect(screen.getByTestId('plan-locked')).toBeTruthy();
    expect((screen.getByLabelText('Endereço de destino') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the code while typing and keeps save disabled for a taken code', async () => {
    signedIn(['editLink']);
    const fetchMock = mockApi((url) => {
      const code = url.searchParams.get('code') ?? '';
      return { code, available: code !== 'ocupado', reason: code === 'ocupado' ? 'codeAlreadyInUse' : null };
    });
    renderPage(<LinkEditDialog link={link} onClose={() => {}} />);
    const save = () => screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Código do link'), { target: { value: 'ocupado' } });
    expect(await screen.findByText('Este código já está em uso por outro link')).toBeTruthy();
    expect(save().disabled).toBe(true);
    const lastCall = fetchMock.mock.calls.at(-1);
    if (!lastCall) throw new Error('no code check was sent');
    const asked = new URL((lastCall[0] as Request).url);
    expect(asked.pathname).toBe('/api/v1/online-addresses/code-availability');
    expect(asked.searchParams.get('onlineAddressId')).toBe('5');

    fireEvent.change(screen.getByLabelText('Código do link'), { target: { value: 'livre' } });
    expect(await screen.findByText(/Disponível:/)).toBeTruthy();
    expect(save().disabled).toBe(false);
  });

  it('flags an invalid destination as it is typed and keeps save disabled until it is fixed', async () => {
    signedIn(['editLink']);
    const fetchMock = mockApi(() => link);
    renderPage(<LinkEditDialog link={link} onClose={() => {}} />);
    const save = () => screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    const destination = screen.getByLabelText('Endereço de destino');
    fireEvent.change(destination, { target: { value: 'não é um endereço' } });
    // No blur and no save: the field says it at once, with the spec's message.
    expect(await screen.findByText('URL inválida')).toBeTruthy();
    expect(destination.getAttribute('aria-invalid')).toBe('true');
    expect(save().disabled).toBe(true);

    fireEvent.change(destination, { target: { value: 'https://example.com/nova' } });
    await waitFor(() => expect(screen.queryByText('URL inválida')).toBeNull());
    expect(save().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
