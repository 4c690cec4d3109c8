import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConsent } from '../src/consent/consent';
import { showCookieNotice } from '../src/consent/cookie-notice';
import { writeCookie } from '../src/consent/cookies';

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

describe('cookie notice (every page)', () => {
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
    expect(drawn.css).toContain('.atalho-cookie{');
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

  it('is shown once, however many times a page asks for it', () => {
    showCookieNotice();
    showCookieNotice();
    expect(screen.getAllByRole('region', { name: 'Preferências de cookies' })).toHaveLength(1);
  });

  it('steps aside while a modal dialog is open and comes back when the last one closes', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const section = () => document.querySelector('section.atalho-cookie') as HTMLElement | null;
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('data-state', 'open');
    document.body.append(dialog);
    // Already open when the notice comes (a new user's terms dialog): the notice waits.
    showCookieNotice();
    expect(section()?.hidden).toBe(true);
    expect(space()).toBe('0px');
    // A closing Chakra dialog keeps its markup for the exit animation.
    dialog.setAttribute('data-state', 'closed');
    await settle();
    expect(section()?.hidden).toBe(false);
    dialog.setAttribute('data-state', 'open');
    await settle();
    expect(section()?.hidden).toBe(true);
    dialog.remove();
    await settle();
    expect(section()?.hidden).toBe(false);
    // A non-modal dialog (a popover) leaves it in place.
    const popover = document.createElement('div');
    popover.setAttribute('role', 'dialog');
    document.body.append(popover);
    await settle();
    expect(section()?.hidden).toBe(false);
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
