import { createQueryClient } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShortenerSection } from '../../src/pages/home/ShortenerSection';

const sdk = vi.hoisted(() => ({ createLink: vi.fn(), hasStoredAuthorization: vi.fn() }));
vi.mock('@atalho/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

/** The light home section needs only the query client: no Chakra, no router (decision 023). */
function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ShortenerSection />
    </QueryClientProvider>,
  );
}

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

// The Chakra islands load on demand; importing them once up front keeps each test within findBy's timeout.
beforeAll(async () => {
  await import('../../src/pages/home/shortener/islands');
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('public shortener', () => {
  it('shows the shorten button only for a valid URL and the invalidUrl message otherwise', async () => {
    renderSection();
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
    renderSection();
    fireEvent.change(field(), { target: { value: 'not a url' } });
    await screen.findByText('URL inválida');
    fireEvent.change(field(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('URL inválida')).toBeNull());
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('creates the link and shows the result with its actions; clear resets', async () => {
    sdk.createLink.mockResolvedValue(created());
    renderSection();
    await shorten();
    expect(sdk.createLink).toHaveBeenCalledWith({ url: 'example.com/a/long/path' });
    // The result's actions are @atalho/ui's Chakra ShortenResult, loaded once the address was valid.
    await screen.findByRole('link', { name: 'Abrir link' });
    expect((screen.getByLabelText('Seu link curto') as HTMLInputElement).value).toBe(shortUrl);
    expect(screen.getByRole('link', { name: 'Abrir link' }).getAttribute('href')).toBe(shortUrl);
    expect(screen.getByRole('button', { name: 'QR code' })).toBeTruthy();
    // Anonymous links have no owner, so no metrics.
    expect((screen.getByRole('button', { name: 'Ver métricas' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field().value).toBe('');
  });

  it('copies the short link 200 ms after creation and shows the chip for 2 s', async () => {
    vi.useFakeTimers();
    sdk.createLink.mockResolvedValue(created());
    renderSection();
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
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '?utm_source=x', assign });
    renderSection();
    await shorten();
    // A full page load: the light home has no router, the panel is the app.
    expect(assign).toHaveBeenCalledWith('/painel/links/shortened?utm_source=x&shortenedRecent=41');
    vi.unstubAllGlobals();
  });

  it('offers the WhatsApp composer for a phone number without marking the field invalid', async () => {
    renderSection();
    // The separate generator block always offers it; a typed phone adds a second, prefilled offer.
    expect(screen.getAllByRole('button', { name: 'Criar link do WhatsApp' })).toHaveLength(1);
    fireEvent.change(field(), { target: { value: '(11) 99999-8888' } });
    expect(await screen.findByText(/parece um número de telefone/)).toBeTruthy();
    expect(screen.queryByText('URL inválida')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Criar link do WhatsApp' })).toHaveLength(2);
  });

  it('does not mark a phone number invalid while it is typed, digit by digit', async () => {
    renderSection();
    for (const value of ['(', '(11', '(11) 9876', '(11) 98765-4', '(11) 98765-4321']) {
      fireEvent.change(field(), { target: { value } });
      await waitFor(() => expect(field().getAttribute('aria-invalid')).toBeNull());
      expect(screen.queryByText('URL inválida')).toBeNull();
    }
    expect(screen.getByText(/parece um número de telefone/)).toBeTruthy();
  });

  it('marks a too-short number invalid once the visitor leaves the field', async () => {
    renderSection();
    fireEvent.change(field(), { target: { value: '1234' } });
    fireEvent.blur(field());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
  });

  it('opens the WhatsApp composer with the typed number once its code has loaded', async () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSection();
    fireEvent.change(field(), { target: { value: '+55 (11) 99999-8888' } });
    const offer = await screen.findByText(/parece um número de telefone/);
    fireEvent.click(within(offer.parentElement as HTMLElement).getByRole('button'));
    const phone = (await screen.findByLabelText(/Telefone com DDD/)) as HTMLInputElement;
    expect(phone.value).toBe('11999998888');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir no WhatsApp' }));
    await waitFor(() =>
      expect(windowOpen).toHaveBeenCalledWith('https://wa.me/5511999998888', '_blank', 'noopener,noreferrer'),
    );
  });

  it("says why the API refused, in the visitor's words", async () => {
    sdk.createLink.mockImplementation(async () => {
      const { api } = await vi.importActual<typeof import('@atalho/sdk')>('@atalho/sdk');
      return api.post('online-addresses', { json: {} }).json();
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ messages: ['invalidUrl'] }, { status: 400 }),
    );
    renderSection();
    await shorten();
    expect((await screen.findByRole('alert')).textContent).toBe('URL inválida');
    vi.restoreAllMocks();
  });

  it('shows the failure line when the API refuses the link', async () => {
    sdk.createLink.mockRejectedValue(new Error('refused'));
    renderSection();
    await shorten();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(field().value).toBe('example.com/a/long/path');
  });
});
