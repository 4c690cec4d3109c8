import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShortenerSection } from '../../src/pages/home/ShortenerSection';
import { renderPage } from '../render';

const sdk = vi.hoisted(() => ({ createLink: vi.fn(), hasStoredAuthorization: vi.fn() }));
vi.mock('@atalho/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

const writeText = vi.fn<(text: string) => Promise<void>>();

function created(user: { id: number } | null = null) {
  return {
    id: 41,
    code: 'xYz12',
    url: 'https://example.com/a/long/path',
    type: 'STANDARD',
    user,
    openGraph: null,
    tags: null,
    active: true,
    error: false,
    lastCheck: null,
    dateCreate: '2026-11-22T10:00:00Z',
  };
}

const field = () => screen.getByLabelText('Endereço para encurtar') as HTMLInputElement;
const shortUrl = `${window.location.origin}/xYz12`;

/** Types and submits; validation settles in microtasks, so this also works under fake timers. */
async function shorten(value = 'example.com/a/long/path') {
  await act(async () => {
    fireEvent.change(field(), { target: { value } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Encurtar' }));
  });
}

beforeEach(() => {
  sdk.createLink.mockReset();
  sdk.hasStoredAuthorization.mockReset().mockReturnValue(false);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('public shortener', () => {
  it('shows the shorten button only for a valid URL and the invalidUrl message otherwise', async () => {
    renderPage(<ShortenerSection />);
    expect(screen.queryByRole('button', { name: 'Encurtar' })).toBeNull();
    fireEvent.change(field(), { target: { value: 'not a url' } });
    expect(await screen.findByText('URL inválida')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Encurtar' })).toBeNull();
    fireEvent.change(field(), { target: { value: 'atalho.app' } });
    expect(await screen.findByRole('button', { name: 'Encurtar' })).toBeTruthy();
    expect(screen.queryByText('URL inválida')).toBeNull();
  });

  it('says nothing about an emptied field', async () => {
    renderPage(<ShortenerSection />);
    fireEvent.change(field(), { target: { value: 'not a url' } });
    await screen.findByText('URL inválida');
    fireEvent.change(field(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('URL inválida')).toBeNull());
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('creates the link and shows the result with its actions; clear resets', async () => {
    sdk.createLink.mockResolvedValue(created());
    renderPage(<ShortenerSection />);
    await shorten();
    expect(sdk.createLink).toHaveBeenCalledWith({ url: 'example.com/a/long/path' });
    expect((screen.getByLabelText('Seu link curto') as HTMLInputElement).value).toBe(shortUrl);
    expect(screen.getByRole('link', { name: 'Abrir link' }).getAttribute('href')).toBe(shortUrl);
    expect(screen.getByRole('button', { name: 'QR code' })).toBeTruthy();
    // Anonymous links have no owner, so no metrics.
    expect((screen.getByRole('button', { name: 'Ver métricas' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field().value).toBe('');
  });

  it('enables the chart for an owned link and goes to its metrics', async () => {
    sdk.createLink.mockResolvedValue(created({ id: 3 }));
    renderPage(<ShortenerSection />);
    await shorten();
    fireEvent.click(screen.getByRole('button', { name: 'Ver métricas' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/painel/links/shortened/?onlineAddressId=41&shortenedRecent=41',
    );
  });

  it('copies the short link 200 ms after creation and shows the chip for 2 s', async () => {
    vi.useFakeTimers();
    sdk.createLink.mockResolvedValue(created());
    renderPage(<ShortenerSection />);
    await shorten();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(writeText).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(writeText).toHaveBeenCalledWith(shortUrl);
    expect(screen.getByText('Copiado!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.queryByText('Copiado!')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText('Copiado!')).toBeNull();
  });

  it('sends a signed-in user to the panel with shortenedRecent and the existing query', async () => {
    sdk.hasStoredAuthorization.mockReturnValue(true);
    sdk.createLink.mockResolvedValue(created({ id: 3 }));
    renderPage(<ShortenerSection />, '/?utm_source=x');
    await shorten();
    expect(screen.getByTestId('where').textContent).toBe(
      '/painel/links/shortened?utm_source=x&shortenedRecent=41',
    );
  });

  it('offers the WhatsApp composer for a phone number without marking the field invalid', async () => {
    renderPage(<ShortenerSection />);
    // The separate generator block always offers it; a typed phone adds a second, prefilled offer.
    expect(screen.getAllByRole('button', { name: 'Criar link do WhatsApp' })).toHaveLength(1);
    fireEvent.change(field(), { target: { value: '(11) 99999-8888' } });
    expect(await screen.findByText(/parece um número de telefone/)).toBeTruthy();
    expect(screen.queryByText('URL inválida')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Criar link do WhatsApp' })).toHaveLength(2);
  });

  it('does not mark a phone number invalid while it is typed, digit by digit', async () => {
    renderPage(<ShortenerSection />);
    for (const value of ['(', '(11', '(11) 9876', '(11) 98765-4', '(11) 98765-4321']) {
      fireEvent.change(field(), { target: { value } });
      await waitFor(() => expect(field().getAttribute('aria-invalid')).toBeNull());
      expect(screen.queryByText('URL inválida')).toBeNull();
    }
    expect(screen.getByText(/parece um número de telefone/)).toBeTruthy();
  });

  it('marks a too-short number invalid once the visitor leaves the field', async () => {
    renderPage(<ShortenerSection />);
    fireEvent.change(field(), { target: { value: '1234' } });
    fireEvent.blur(field());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows the failure line when the API refuses the link', async () => {
    sdk.createLink.mockRejectedValue(new Error('refused'));
    renderPage(<ShortenerSection />);
    await shorten();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(field().value).toBe('example.com/a/long/path');
  });
});
