import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConsent } from '../src/consent/consent';
import { writeCookie } from '../src/consent/cookies';
import { showCookieNotice } from '../src/visitor/cookie-notice';

const space = () => document.documentElement.style.getPropertyValue('--atalho-cookie-notice-space');
const notice = () => screen.queryByRole('region', { name: 'Preferências de cookies' });

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('cookie notice (visitor pages)', () => {
  it('publishes the space it takes at the bottom while shown, and clears it once the visitor chooses', () => {
    showCookieNotice();
    expect(notice()).toBeTruthy();
    // The notice's height plus its 12 px offset from the bottom edge (no layout here: height 0).
    expect(space()).toBe('12px');
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar todos' }));
    expect(notice()).toBeNull();
    expect(space()).toBe('');
    expect(readConsent()?.advertising).toBe(false);
  });

  it('takes the place of the server’s picture of it, which goes also when the visitor already chose', async () => {
    const { renderNoticePicture } = await import('../src/visitor/notice-picture');
    const picture = () => document.getElementById('atalho-notice-picture');
    const drawn = renderNoticePicture();
    document.body.insertAdjacentHTML('afterbegin', drawn.body);
    expect(picture()?.hasAttribute('inert')).toBe(true);
    expect(picture()?.getAttribute('aria-hidden')).toBe('true');
    const drawnNotice = picture()?.querySelector('section')?.outerHTML;
    expect(drawn.css).toContain('.atalho-card{');
    showCookieNotice();
    expect(picture()).toBeNull();
    // The real notice is the picture's markup: the swap moves nothing on screen.
    expect(notice()?.outerHTML).toBe(drawnNotice);
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todos' }));
    document.body.insertAdjacentHTML('afterbegin', drawn.body);
    showCookieNotice();
    expect(picture()).toBeNull();
    expect(notice()).toBeNull();
  });

  it('takes no space when the visitor already chose', () => {
    showCookieNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todos' }));
    showCookieNotice();
    expect(notice()).toBeNull();
    expect(space()).toBe('');
  });

  it('saves the categories chosen under "Preferências"', () => {
    showCookieNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Preferências' }));
    expect(screen.getByText('Necessários: sempre ativos')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Análise' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Publicidade' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(notice()).toBeNull();
    expect(readConsent()).toMatchObject({ analytics: false, advertising: true, research: true });
  });
});
