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

  /** Answers the bell's two counts (links with errors, links of type BIO) and the user's subscriptions. */
  function mockCounts(linkErrors: number, bioLinks: number, subscriptions: unknown[] = []) {
    const fetchMock = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/subscriptions')) return Response.json(subscriptions);
      const query = url.searchParams;
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

  it('adds a notice per plan whose renewal was refused and is retried (dunning), pointing to the subscriptions', async () => {
    const pastDue = {
      id: 7,
      status: 'active',
      subscriptionPlan: { id: 3, name: 'URL_SHORTNER_PRO', free: false },
      start_at: '2026-10-01T12:00:00.000Z',
      next_billing_at: '2026-12-02T12:00:00.000Z',
      interval: 'monthly',
      cycle: 1,
      current_cycle: {
        cycle: 1,
        status: 'billed',
        billing_at: '2026-10-01T12:00:00.000Z',
        start_at: '2026-10-01T12:00:00.000Z',
        end_at: '2026-11-01T12:00:00.000Z',
        amount: 2990,
      },
      discount: false,
      next_amount: 2990,
      card: { id: 1, brand: 'visa', lastFourDigits: '9995' },
      past_due: {
        since: '2026-12-01T12:00:00.000Z',
        attempts: 1,
        retry_at: '2026-12-02T12:00:00.000Z',
        ends_at: '2026-12-06T12:00:00.000Z',
      },
      scheduled_change: null,
    };
    mockCounts(0, 1, [pastDue]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações: 2 novas' }));
    expect(await screen.findByText('Renovação do plano Profissional recusada')).toBeTruthy();
    expect(screen.getByText(/Tentaremos cobrar de novo em 02\/12\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver assinatura' })).toBeTruthy();
    expect(panelNotifications({ linkErrors: 0, hasBio: true, pastDue: [] })).toHaveLength(1);
  });
});
