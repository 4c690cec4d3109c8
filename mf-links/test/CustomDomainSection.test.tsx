import { useSession } from '@atalho/sdk';
import { type Domain, featuresOf } from '@atalho/sdk/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomDomainSection } from '../src/components/CustomDomainSection';
import { shortUrlOf, shortUrlWithCode } from '../src/components/links/link-urls';
import { renderPage } from './render';

const pending: Domain = {
  id: 1,
  host: 'links.loja.com.br',
  kind: 'domain',
  status: 'pending',
  serving: false,
  records: [
    { type: 'CNAME', name: 'links.loja.com.br', value: 'atalho.app' },
    { type: 'TXT', name: '_atalho.links.loja.com.br', value: 'atalho-verify=abc' },
  ],
  lastError: 'txt.missing',
  checkedAt: '2026-11-28T10:00:00Z',
  verifiedAt: null,
  failingSince: null,
  dateCreate: '2026-11-28T09:00:00Z',
};

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CustomDomainSection', () => {
  afterEach(() => {
    useSession.setState({ token: null, user: null });
    vi.unstubAllGlobals();
  });

  it('below BUSINESS: the plan-locked notice, and the domains are not asked for', () => {
    const fetchMock = answer([]);
    useSession.setState({ token: 'tok', user: { id: 7, features: featuresOf('PRO') } as never });
    renderPage(<CustomDomainSection />);
    expect(screen.getByTestId('plan-locked')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a pending domain: its status in words, what is missing, and the records to create', async () => {
    answer([
      pending,
      {
        ...pending,
        id: 2,
        host: 'loja.links.atalho.app',
        kind: 'subdomain',
        status: 'verified',
        serving: true,
        records: [],
        lastError: null,
      },
    ]);
    useSession.setState({ token: 'tok', user: { id: 7, features: featuresOf('BUSINESS') } as never });
    renderPage(<CustomDomainSection />);
    // The host heads its item and names the CNAME record.
    expect(await screen.findAllByText('links.loja.com.br')).toHaveLength(2);
    expect(screen.getByText('Aguardando DNS')).toBeTruthy();
    expect(screen.getByText('Falta o registro TXT de verificação.')).toBeTruthy();
    expect(screen.getByText('atalho-verify=abc')).toBeTruthy();
    expect(screen.getByText('_atalho.links.loja.com.br')).toBeTruthy();
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect(screen.getByText('Este endereço é nosso: não há nada para configurar.')).toBeTruthy();
  });
});

describe('shortUrlOf', () => {
  it('uses the API’s shortUrl (the owner’s domain) and keeps its origin for another code', () => {
    const link = { code: 'abc', shortUrl: 'https://links.loja.com.br/abc' };
    expect(shortUrlOf(link)).toBe('https://links.loja.com.br/abc');
    expect(shortUrlWithCode(link, 'natal')).toBe('https://links.loja.com.br/natal');
    expect(shortUrlOf({ code: 'abc' })).toBe(`${location.origin}/abc`);
  });
});
