import { Biography, BiographyPage, bioTemplates, OnlineAddressPage } from '@atalho/sdk/schemas';
import { type Contact, ContactPage } from '@atalho/sdk/schemas/sms';
import { linkFixture, pageOf } from '@atalho/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../src/panel/SearchBox';
import { bioSearchResult, contactSearchDigits } from '../src/panel/search';
import { renderWithUi } from './render';

const link = linkFixture({ id: 5, url: 'https://example.com/found', user: { id: 1 } });

/** The user's bio as the API answers it, checked against the contract's schema. */
function bioFixture(overrides: Partial<Biography> = {}): Biography {
  return v.parse(Biography, {
    id: 3,
    name: 'Ana Confeitaria',
    description: 'Doces e salgados por encomenda em São Paulo',
    onlineAddress: {
      id: 50,
      code: 'anadoces',
      url: 'https://atalho.example/anadoces',
      tags: null,
      active: true,
      type: 'BIO',
      user: { id: 1 },
    },
    cover: null,
    picture: null,
    ...bioTemplates[0]?.appearance,
    dateCreate: '2026-11-20T10:00:00Z',
    dateUpdate: '2026-11-20T10:00:00Z',
    ...overrides,
  });
}

/** Answers each API path with its body (checked against the SDK's schema); anything else is a 404. */
function api(answers: { links?: OnlineAddressPage; bios?: BiographyPage; contacts?: ContactPage }) {
  return vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/v1/online-addresses' && answers.links)
      return Response.json(v.parse(OnlineAddressPage, answers.links));
    if (pathname === '/api/v1/biographies' && answers.bios)
      return Response.json(v.parse(BiographyPage, answers.bios));
    if (pathname === '/api/v1/contacts' && answers.contacts)
      return Response.json(v.parse(ContactPage, answers.contacts));
    return Response.json({ message: 'notFound' }, { status: 404 });
  });
}

const callsTo = (fetchMock: ReturnType<typeof api>, pathname: string) =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === pathname);

function LinkRoute() {
  return <p>link {useParams().id}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('panel search', () => {
  it('asks the links list once the text settles and lists what it found', async () => {
    const fetchMock = api({ links: pageOf([link]), bios: pageOf([]) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithUi(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(await screen.findByText('/abc123')).toBeTruthy();
    const links = callsTo(fetchMock, '/api/v1/online-addresses');
    expect(links).toHaveLength(1);
    expect(Object.fromEntries(links[0]?.searchParams ?? [])).toEqual({
      page: '0',
      size: '10',
      text: 'abc',
      orderBy: 'type,dateCreate:DESC',
      embedBiography: 'true',
    });
    // The bio is asked once, as the search is first used; no bio, so only the link is listed.
    const bios = callsTo(fetchMock, '/api/v1/biographies');
    expect(bios).toHaveLength(1);
    expect(Object.fromEntries(bios[0]?.searchParams ?? [])).toEqual({ page: '0', size: '1' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText('Página bio')).toBeNull();
  });

  it('is a combobox: arrows pick a result, Enter opens that link in the links screen', async () => {
    vi.stubGlobal(
      'fetch',
      api({ links: pageOf([link, { ...link, id: 6, code: 'abc456' }]), bios: pageOf([]) }),
    );
    renderWithUi(
      <MemoryRouter initialEntries={['/painel']}>
        <SearchBox />
        <Routes>
          <Route path="/painel" element={<p>painel</p>} />
          <Route path="/painel/links/shortened/:id" element={<LinkRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(await screen.findByRole('option', { name: /abc456/ })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /abc456/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(await screen.findByText('link 6')).toBeTruthy();
  });

  it('puts the bio first when the text is part of it; the arrows reach it and Enter opens the bio editor', async () => {
    const bioLink = linkFixture({
      id: 50,
      code: 'anadoces',
      type: 'BIO',
      url: 'https://atalho.example/anadoces',
    });
    const fetchMock = api({ links: pageOf([bioLink, link]), bios: pageOf([bioFixture()], { size: 1 }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithUi(
      <MemoryRouter initialEntries={['/painel']}>
        <SearchBox />
        <Routes>
          <Route path="/painel" element={<p>painel</p>} />
          <Route path="/painel/links/page-bio" element={<p>bio editor</p>} />
          <Route path="/painel/links/shortened/:id" element={<LinkRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '  ANAD ' } });
    const bio = await screen.findByRole('option', { name: /Ana Confeitaria/ });
    expect(bio.textContent).toContain('/anadoces · Página bio');
    // The bio is known before the links arrive; its own BIO link is still listed among them, after the bio.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.querySelector('p')?.textContent)).toEqual([
      'Ana Confeitaria',
      '/anadoces',
      '/abc123',
    ]);
    expect(screen.getByRole('group', { name: 'Página bio' }).contains(bio)).toBe(true);
    expect(screen.getByRole('group', { name: 'Links' }).contains(options[1] as HTMLElement)).toBe(true);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(bio.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(bio.id);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(await screen.findByText('bio editor')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/v1/biographies')).toHaveLength(1);
  });

  it('leaves the bio out when the text is not part of it', async () => {
    vi.stubGlobal('fetch', api({ links: pageOf([link]), bios: pageOf([bioFixture()], { size: 1 }) }));
    renderWithUi(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(await screen.findByRole('option', { name: /abc123/ })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.queryByText('Página bio')).toBeNull();
  });
});

const contact: Contact = {
  id: 9,
  number: '5511987654321',
  status: 'OPT_IN',
  code: 'AbCd3FgH1j',
  tags: 'vip',
  properties: [],
  dateCreate: '2026-11-20T10:00:00Z',
  dateUpdate: '2026-11-20T10:00:00Z',
};

function ContactsRoute() {
  return <p>contacts {useLocation().search}</p>;
}

describe('panel search for SMS contacts', () => {
  it('asks for five contacts when the text is part of a number; Enter on one opens the contacts screen', async () => {
    const fetchMock = api({ links: pageOf([]), bios: pageOf([]), contacts: pageOf([contact], { size: 5 }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithUi(
      <MemoryRouter initialEntries={['/painel']}>
        <SearchBox />
        <Routes>
          <Route path="/painel" element={<p>painel</p>} />
          <Route path="/painel/sms/contacts" element={<ContactsRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '98765-4' } });
    expect(await screen.findByRole('option', { name: /\(11\) 98765-4321/ })).toBeTruthy();
    expect(screen.getByText('Contatos SMS')).toBeTruthy();
    const asked = callsTo(fetchMock, '/api/v1/contacts');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      page: '0',
      size: '5',
      text: '987654',
    });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(await screen.findByText('contacts ?select=9')).toBeTruthy();
  });

  it('does not ask for contacts when the text is not a number', async () => {
    const fetchMock = api({ links: pageOf([link]), bios: pageOf([]), contacts: pageOf([contact]) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithUi(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(await screen.findByRole('option', { name: /abc123/ })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/v1/contacts')).toHaveLength(0);
  });

  it('still lists the links when the contacts cannot be listed', async () => {
    vi.stubGlobal('fetch', api({ links: pageOf([{ ...link, code: 'a12b34' }]), bios: pageOf([]) }));
    renderWithUi(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '12' } });
    expect(await screen.findByRole('option', { name: /a12b34/ })).toBeTruthy();
    expect(screen.queryByText('Contatos SMS')).toBeNull();
  });

  it('takes the digits of a number as people type it', () => {
    expect(contactSearchDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(contactSearchDigits('4321')).toBe('4321');
    expect(contactSearchDigits('1')).toBeNull();
    expect(contactSearchDigits('abc12')).toBeNull();
  });
});

describe('bio search result', () => {
  const bio = bioFixture();
  const result = {
    id: 'bio-3',
    title: 'Ana Confeitaria',
    detail: '/anadoces · Página bio',
    to: '/painel/links/page-bio',
  };

  it('matches the name, ignoring case, accents and the spaces around the text', () => {
    expect(bioSearchResult('  confeitária ', bio)).toEqual(result);
    expect(bioSearchResult('ANA CONF', bio)).toEqual(result);
    expect(bioSearchResult('ana', bioFixture({ name: 'Ánã' }))).toMatchObject({ id: 'bio-3', title: 'Ánã' });
  });

  it('matches the description', () => {
    expect(bioSearchResult('sao paulo', bio)).toEqual(result);
    expect(bioSearchResult('SALGADOS', bio)).toEqual(result);
  });

  it('matches the username, with or without its slash', () => {
    expect(bioSearchResult('nadoc', bio)).toEqual(result);
    expect(bioSearchResult('/anadoces', bio)).toEqual(result);
  });

  it('is null when nothing matches, the text is blank or there is no bio', () => {
    expect(bioSearchResult('pizza', bio)).toBeNull();
    expect(bioSearchResult('   ', bio)).toBeNull();
    expect(bioSearchResult('ana', null)).toBeNull();
    expect(bioSearchResult('ana', undefined)).toBeNull();
  });
});
