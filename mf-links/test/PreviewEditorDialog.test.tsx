import { useSession } from '@atalho/sdk';
import { linkFixture, pageOf } from '@atalho/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewEditorDialog } from '../src/components/preview-editor/PreviewEditorDialog';
import { renderPage } from './render';

const link = linkFixture({
  id: 9,
  url: 'https://loja.exemplo.com/oferta',
  dateCreate: '2026-11-22T00:00:00.000Z',
});
const emptyPage = pageOf([], { size: 1 });

/** Answers the editor's calls; records what it sent. */
function mockApi(tags: Record<string, string> | null) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json();
      sent.push({ method: request.method, url: url.pathname + url.search, body });
      if (url.pathname.endsWith('/open-graphs/tags')) {
        return tags ? Response.json(tags) : Response.json({ messages: ['errorLinkLoad'] }, { status: 422 });
      }
      if (url.pathname.endsWith('/open-graphs') && request.method === 'POST') {
        return Response.json(
          {
            id: 1,
            onlineAddress: { id: 9, code: 'abc123', url: link.url },
            openGraphFields: [],
            dateCreate: link.dateCreate,
            dateUpdate: link.dateCreate,
          },
          { status: 201 },
        );
      }
      if (url.pathname.endsWith('/open-graphs')) return Response.json(emptyPage);
      return Response.json(link);
    }),
  );
  return sent;
}

function signedIn(features: string[]) {
  useSession.setState({ user: { id: 7, name: 'Ana', email: 'ana@example.com', features } as never });
}

describe('PreviewEditorDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills fields from the source, shows them in the chat preview and saves only what is set', {
    timeout: 20_000,
  }, async () => {
    signedIn(['customPreview']);
    const sent = mockApi({ 'og:title': 'Da página', 'og:type': 'product', 'twitter:card': 'x' });
    const onClose = vi.fn();
    renderPage(<PreviewEditorDialog onlineAddressId={9} open onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar da fonte' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Da página'),
    );
    expect(screen.getByTestId('chat-preview').textContent).toContain('Da página');
    expect(sent.some((call) => call.url.includes('source=https%3A%2F%2Floja.exemplo.com%2Foferta'))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Salvar prévia' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      onlineAddress: { id: 9 },
      openGraphFields: [
        { name: 'og:type', value: 'product' },
        { name: 'og:title', value: 'Da página' },
      ],
    });
  });

  it('leads with title, description and image, keeps the rest under "Avançado", and opens it on a wrong value', async () => {
    signedIn(['customPreview']);
    mockApi({ 'og:title': 'Da página', 'og:url': 'sem endereço' });
    renderPage(<PreviewEditorDialog onlineAddressId={9} open onClose={() => {}} />);
    const main = await screen.findByTestId('preview-main-fields');
    const labels = [...main.querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(labels.slice(0, 3)).toEqual(['Título', 'Descrição', 'Imagem']);
    const hidden = (label: string) => screen.getByLabelText(label).closest('[hidden]') !== null;
    expect(hidden('Título')).toBe(false);
    expect(hidden('Endereço canônico')).toBe(true);
    expect(hidden('ISBN')).toBe(true);
    expect(screen.queryByRole('tab')).toBeNull();

    const advanced = screen.getByRole('button', { name: /^Avançado/ });
    expect(advanced.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(advanced);
    expect(advanced.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Livro/ }));
    expect(hidden('ISBN')).toBe(false);
    expect(hidden('Endereço canônico')).toBe(true);
    fireEvent.click(advanced);
    expect(hidden('ISBN')).toBe(true);

    // Tags fetched from the source with a wrong value: its group opens by itself, so save's reason is in sight.
    fireEvent.click(screen.getByRole('button', { name: 'Buscar da fonte' }));
    expect(await screen.findByText('URL inválida')).toBeTruthy();
    await waitFor(() => expect(hidden('Endereço canônico')).toBe(false));
    expect(advanced.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^Avançado/ }).textContent).toContain('1 campo preenchido');
  });

  it('flags a bad address as it is typed and keeps save disabled while any field is wrong', async () => {
    signedIn(['customPreview']);
    mockApi(null);
    renderPage(<PreviewEditorDialog onlineAddressId={9} open onClose={() => {}} />);
    const save = () => screen.getByRole('button', { name: 'Salvar prévia' }) as HTMLButtonElement;
    const canonical = await screen.findByLabelText('Endereço canônico');
    fireEvent.change(canonical, { target: { value: 'loja sem endereço' } });
    expect(await screen.findByText('URL inválida')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(canonical, { target: { value: 'https://loja.exemplo.com/' } });
    await waitFor(() => expect(screen.queryByText('URL inválida')).toBeNull());
    expect(save().disabled).toBe(false);

    // The source page to fetch the tags from is checked the same way.
    const source = screen.getByLabelText('Endereço de origem');
    fireEvent.change(source, { target: { value: 'nada aqui' } });
    expect(await screen.findByText('URL inválida')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buscar da fonte' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('asks before discarding unsaved changes and closes at once without them', async () => {
    signedIn(['customPreview']);
    mockApi(null);
    const onClose = vi.fn();
    renderPage(<PreviewEditorDialog onlineAddressId={9} open onClose={onClose} />);
    // The form's "Cancelar" comes first; the close button (×) is labelled the same.
    const cancelButtons = () => screen.getAllByRole('button', { name: 'Cancelar' });
    const cancel = () => fireEvent.click(cancelButtons()[0] as HTMLElement);

    await screen.findByLabelText('Título');
    cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Descartar alterações?')).toBeNull();

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Novo título' } });
    cancel();
    expect(await screen.findByText('Descartar alterações?')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    // Keeping on editing keeps the edit.
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText('Descartar alterações?')).toBeNull());
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Novo título');

    // The close button (×) asks too; discarding closes.
    fireEvent.click(cancelButtons().at(-1) as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('refuses a bad image address with the API message key and keeps save locked below PRO', async () => {
    signedIn([]);
    mockApi(null);
    renderPage(<PreviewEditorDialog onlineAddressId={9} open onClose={() => {}} />);
    const image = await screen.findByLabelText('Imagem');
    fireEvent.change(image, { target: { value: 'não é endereço' } });
    fireEvent.blur(image);
    expect(await screen.findByText('URL inválida')).toBeTruthy();
    expect(screen.getByTestId('plan-locked')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar prévia' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
