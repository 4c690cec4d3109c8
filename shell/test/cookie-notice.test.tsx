import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConsent } from '../src/consent/consent';
import { writeCookie } from '../src/consent/cookies';
import { CookieNotice } from '../src/visitor/CookieNotice';

const space = () => document.documentElement.style.getPropertyValue('--atalho-cookie-notice-space');

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
});

describe('CookieNotice (visitor pages)', () => {
  it('publishes the space it takes at the bottom while shown, and clears it once the visitor chooses', () => {
    render(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Preferências de cookies' })).toBeTruthy();
    // The notice's height plus its 12 px offset from the bottom edge (no layout here: height 0).
    expect(space()).toBe('12px');
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar todos' }));
    expect(screen.queryByRole('region', { name: 'Preferências de cookies' })).toBeNull();
    expect(space()).toBe('');
    expect(readConsent()?.advertising).toBe(false);
  });

  it('takes no space when the visitor already chose', () => {
    render(<CookieNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todos' }));
    render(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Preferências de cookies' })).toBeNull();
    expect(space()).toBe('');
  });
});
