import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsPage } from '../src/pages/SmsPage';
import { renderPage } from './render';

const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0 });
const urlOf = (input: unknown) => (input instanceof Request ? input.url : String(input));

function renderSms(path: string) {
  return renderPage(
    <Routes>
      <Route path="/painel/sms/*" element={<SmsPage />} />
    </Routes>,
    path,
  );
}

describe('SmsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading and the shootings empty state at /painel/sms', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(page([])));
    vi.stubGlobal('fetch', fetchMock);
    renderSms('/painel/sms');
    expect(screen.getByRole('heading', { level: 1, name: 'SMS' })).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem disparos')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/sms-shootings?page=0&size=10');
  });

  it('shows the contacts tab at /painel/sms/contacts', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(page([])));
    vi.stubGlobal('fetch', fetchMock);
    renderSms('/painel/sms/contacts');
    expect(await screen.findByText('Você ainda não tem contatos')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/contacts?');
  });
});
