import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCodeDialog } from '../src/sharing/QrCodeDialog';
import { ShareOptionMark, shareOptionLook } from '../src/sharing/ShareOptionMark';
import { shareLinks } from '../src/sharing/share-targets';
import { renderWithUi } from './render';

describe('shareLinks', () => {
  it('builds one address per network, each sharing the link with its own s', () => {
    const targets = shareLinks('https://atalho.app/abc', 'Olhe isto');
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
      'https://api.whatsapp.com/send?text=Olhe%20isto%20https%3A%2F%2Fatalho.app%2Fabc%3Fs%3Dwhatsapp',
    );
    expect(byNetwork.facebook).toContain('u=https%3A%2F%2Fatalho.app%2Fabc%3Fs%3Dfacebook');
    expect(byNetwork.twitter).toContain('url=https%3A%2F%2Fatalho.app%2Fabc%3Fs%3Dtwitter&text=Olhe%20isto');
    expect(byNetwork.linkedin).toContain('url=https%3A%2F%2Fatalho.app%2Fabc%3Fs%3Dlinkedin');
    expect(byNetwork.messenger).toBe(
      'fb-messenger://share/?link=https%3A%2F%2Fatalho.app%2Fabc%3Fs%3Dmessenger',
    );
    expect(byNetwork.email).toBe(
      'mailto:?subject=Olhe%20isto&body=Olhe%20isto%20https%3A%2F%2Fatalho.app%2Fabc%3Fs%3Demail',
    );
  });
});

describe('shareOptionLook', () => {
  it('names each share option in Portuguese with its own colour; no option is a direct visit', () => {
    const looks = ['whatsapp', 'facebook', 'twitter', 'linkedin', 'messenger', 'email', 'q', null].map(
      shareOptionLook,
    );
    expect(looks.map((look) => look.label)).toEqual([
      'WhatsApp',
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Messenger',
      'E-mail',
      'QR code',
      'Acesso direto',
    ]);
    expect(new Set(looks.map((look) => look.color)).size).toBe(looks.length);
  });

  it('draws an icon for every option', () => {
    renderWithUi(
      <>
        <ShareOptionMark option="whatsapp" />
        <ShareOptionMark option="q" />
        <ShareOptionMark option={null} />
      </>,
    );
    expect(document.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
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
