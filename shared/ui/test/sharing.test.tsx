import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCodeDialog } from '../src/sharing/QrCodeDialog';
import { qrValue, shareTargets } from '../src/sharing/share-targets';
import { renderWithUi } from './render';

describe('qrValue', () => {
  it('encodes the short link plus s=q', () => {
    expect(qrValue('https://atalho.app/abc')).toBe('https://atalho.app/abc?s=q');
    expect(qrValue('https://atalho.app/abc?x=1')).toBe('https://atalho.app/abc?x=1&s=q');
  });
});

describe('shareTargets', () => {
  it('builds one address per network with the link encoded', () => {
    const targets = shareTargets('https://atalho.app/abc', 'Olhe isto');
    expect(targets.map((target) => target.network)).toEqual([
      'whatsapp',
      'facebook',
      'twitter',
      'linkedin',
      'messenger',
      'email',
    ]);
    const byNetwork = Object.fromEntries(targets.map((target) => [target.network, target.href]));
    expect(byNetwork.whatsapp).toBe(
      'https://api.whatsapp.com/send?text=Olhe%20isto%20https%3A%2F%2Fatalho.app%2Fabc',
    );
    expect(byNetwork.facebook).toContain('u=https%3A%2F%2Fatalho.app%2Fabc');
    expect(byNetwork.email?.startsWith('mailto:?subject=')).toBe(true);
  });
});

describe('QrCodeDialog', () => {
  it('renders a 500×500 code of the link with s=q', async () => {
    renderWithUi(<QrCodeDialog open onClose={() => {}} shortUrl="https://atalho.app/abc" />);
    const svg = await waitFor(() => {
      const found = document.querySelector('svg[data-qr-value]');
      if (!found) throw new Error('no QR yet');
      return found;
    });
    expect(svg.getAttribute('data-qr-value')).toBe('https://atalho.app/abc?s=q');
    expect(svg.getAttribute('width')).toBe('500');
    expect(screen.getByRole('button', { name: 'Baixar PNG' })).toBeTruthy();
  });

  it('closes through its close button', async () => {
    let closed = false;
    renderWithUi(
      <QrCodeDialog
        open
        onClose={() => {
          closed = true;
        }}
        shortUrl="https://atalho.app/abc"
      />,
    );
    const [closeButton] = await screen.findAllByRole('button', { name: 'Fechar' });
    if (closeButton) fireEvent.click(closeButton);
    await waitFor(() => expect(closed).toBe(true));
  });
});
