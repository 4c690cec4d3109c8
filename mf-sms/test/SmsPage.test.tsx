import { PageRoutes } from '@atalho/ui';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/routes';
import { renderPage } from './render';

function renderSms(path: string) {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // The remote's route table, as its standalone page mounts it.
  renderPage(<PageRoutes routes={routes} />, path);
  return fetchMock;
}

const soonAction = (name: string) => {
  const action = screen.getByRole('button', { name: new RegExp(name) });
  expect(action).toHaveProperty('disabled', true);
  expect(action.textContent).toContain('Em breve');
};

describe('SMS pages (mf-sms route table)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading and the shootings coming-soon state at /painel/sms', () => {
    const fetchMock = renderSms('/painel/sms');
    expect(screen.getByRole('heading', { level: 1, name: 'SMS' })).toBeTruthy();
    expect(screen.getByText('Você ainda não tem disparos')).toBeTruthy();
    soonAction('Criar disparo');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the contacts tab at /painel/sms/contacts', () => {
    const fetchMock = renderSms('/painel/sms/contacts');
    expect(screen.getByText('Você ainda não tem contatos')).toBeTruthy();
    soonAction('Importar contatos');
    expect(screen.getByRole('link', { name: 'Contatos' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Disparos' }).getAttribute('href')).toBe('/painel/sms');
    expect(screen.getByRole('link', { name: 'Disparos' }).getAttribute('aria-current')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the shootings tab at /painel/sms/sender', () => {
    renderSms('/painel/sms/sender');
    expect(screen.getByText('Você ainda não tem disparos')).toBeTruthy();
  });
});
