import { pageOf } from '@atalho/sdk/testing';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsBell } from '../src/panel/NotificationsBell';
import { LINK_ERRORS_URL, panelNotifications } from '../src/panel/notifications';
import { renderWithUi } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pageWithTotal = (totalElements: number) => pageOf([], { size: 1, totalElements });

describe('panel notifications counter (spec 001 §2)', () => {
  it('starts at 1, adds one for links with errors and one without a bio page', () => {
    expect(panelNotifications({ linkErrors: undefined, hasBio: undefined })).toHaveLength(1);
    expect(panelNotifications({ linkErrors: 0, hasBio: true })).toHaveLength(1);
    const errors = panelNotifications({ linkErrors: 3, hasBio: true });
    expect(errors).toHaveLength(2);
    expect(errors[1]).toMatchObject({ title: '3 links com erro', to: LINK_ERRORS_URL });
    expect(panelNotifications({ linkErrors: 1, hasBio: false }).map((item) => item.id)).toEqual([
      'whats-new',
      'link-errors',
      'no-bio',
    ]);
  });

  /** Answers the bell's two counts: links with errors, and links of type BIO. */
  function mockCounts(linkErrors: number, bioLinks: number) {
    const fetchMock = vi.fn(async (request: Request) => {
      const query = new URL(request.url).searchParams;
      return Response.json(pageWithTotal(query.get('type') === 'BIO' ? bioLinks : linkErrors));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithUi(
      <MemoryRouter>
        <NotificationsBell />
      </MemoryRouter>,
    );
    return fetchMock;
  }

  it('asks for links with errors (error=true, size 1) and sends "to check" to errorIn=1', async () => {
    const fetchMock = mockCounts(2, 1);
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 novas' });
    const queries = fetchMock.mock.calls.map(([request]) =>
      Object.fromEntries(new URL(request.url).searchParams),
    );
    expect(queries).toContainEqual({ error: 'true', page: '0', size: '1' });
    fireEvent.click(bell);
    expect(await screen.findByText('2 links com erro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeTruthy();
  });

  it('adds the bio page notice when the user has no link of type BIO', async () => {
    const fetchMock = mockCounts(0, 0);
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 novas' });
    const queries = fetchMock.mock.calls.map(([request]) =>
      Object.fromEntries(new URL(request.url).searchParams),
    );
    expect(queries).toContainEqual({ type: 'BIO', page: '0', size: '1' });
    fireEvent.click(bell);
    expect(await screen.findByText('Crie sua página bio')).toBeTruthy();
  });
});
