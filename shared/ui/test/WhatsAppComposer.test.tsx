import { createQueryClient, UiProvider } from '@atalho/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhatsAppComposer } from '../src/shortener/WhatsAppComposer';

afterEach(() => {
  vi.restoreAllMocks();
});

function open(initialPhone: string) {
  render(
    <UiProvider queryClient={createQueryClient({ retry: false })}>
      <WhatsAppComposer open initialPhone={initialPhone} onClose={() => {}} />
    </UiProvider>,
  );
}

describe('WhatsApp composer', () => {
  it('prefills the typed phone, previews formatting and opens wa.me with the encoded text', async () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    open('+55 (11) 99999-8888');
    expect(((await screen.findByLabelText(/Telefone com DDD/)) as HTMLInputElement).value).toBe(
      '11999998888',
    );
    fireEvent.change(screen.getByLabelText('Mensagem (opcional)'), { target: { value: 'Oi *você*' } });
    expect(screen.getByText('você').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir no WhatsApp' }));
    await waitFor(() =>
      expect(windowOpen).toHaveBeenCalledWith(
        'https://wa.me/5511999998888?text=Oi%20*voc%C3%AA*',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('shows invalidPhone and does not open for a short number', async () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    open('1234');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir no WhatsApp' }));
    expect(await screen.findByText('Telefone inválido')).toBeTruthy();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Abrir no WhatsApp' }).hasAttribute('disabled')).toBe(true);
  });
});
