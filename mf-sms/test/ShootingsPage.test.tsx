import { useSession } from '@atalho/sdk';
import { featuresOf } from '@atalho/sdk/schemas';
import { EXAMPLE_CONTACT_LINK, SHOOTING_OPT_OUT_TEXT } from '@atalho/sdk/sms';
import { pageOf } from '@atalho/sdk/testing';
import { formatBRL, PageRoutes } from '@atalho/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/routes';
import {
  contactsPage,
  mockApi,
  queriesOf,
  shootingFixture,
  shootingsPage,
  smsConfigFixture,
} from './fixtures';
import { location, renderPage } from './render';

const CONFIG = '/api/v1/sms-configs/users';
const BALANCE = '/api/v1/credits/balance';
const CONTACTS = '/api/v1/contacts';
const PROPERTIES = '/api/v1/contacts/properties';
const SHOOTINGS = '/api/v1/sms-shootings';
const SEND = '/api/v1/sms-shootings/send';
const RECIPIENTS = '/api/v1/sms-shootings-has-contacts';
const LINKS = '/api/v1/sms-shootings-has-online-addresses';

// The first test pays for importing the page and its lazy dialogs, which a busy machine makes slow.
const slow = { timeout: 60_000 };

const base = {
  [`GET ${CONFIG}`]: smsConfigFixture,
  [`GET ${PROPERTIES}`]: pageOf([{ name: 'nome' }, { name: 'cidade' }], { size: 100 }),
};

describe('ShootingsPage (/painel/sms)', slow, () => {
  beforeEach(() => {
    useSession.setState({ token: 'tok', user: { id: 7, name: 'Ana', features: featuresOf('PRO') } as never });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    useSession.setState({ token: null, user: null });
  });

  it('before the business name: the info box and the new-send button disabled', async () => {
    mockApi({
      [`GET ${CONFIG}`]: Response.json({ messages: ['not.found'] }, { status: 404 }),
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${SHOOTINGS}`]: shootingsPage([]),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    expect(await screen.findByTestId('business-required')).toBeTruthy();
    expect(screen.getByTestId('shooting-new').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Disparos' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('shootings-empty')).textContent).toContain(
      'Você ainda não tem disparos',
    );
  });

  it('lists page 0 of 10 newest first, with statuses, the failure explained and the status in the address', async () => {
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${SHOOTINGS}`]: shootingsPage(
        [
          shootingFixture({
            id: 1,
            status: 'SENT',
            submissions: 3,
            costEffective: 90,
            dateTimeSend: '2026-11-21T13:00:00Z',
          }),
          shootingFixture({
            id: 2,
            title: 'Aniversário',
            type: 'DYNAMICS',
            status: 'FAILURE',
            failureReason: 'insufient.credits',
          }),
        ],
        { totalElements: 12 },
      ),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    await waitFor(() => expect(screen.getAllByTestId('shooting-card')).toHaveLength(2));
    expect(queriesOf(requests, SHOOTINGS)[0]).toEqual({ page: '0', size: '10', orderBy: 'dateCreate:DESC' });
    expect(screen.getByTestId('shootings-total').textContent).toBe('12 disparos');
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeTruthy();
    const [sent, failed] = screen.getAllByTestId('shooting-card');
    expect(sent!.textContent).toContain('Enviado');
    expect(sent!.textContent).toContain('3 destinatários');
    expect(sent!.textContent).toContain(`Custo: ${formatBRL(90)}`);
    const failure = within(failed!).getByTestId('shooting-failure');
    expect(failure.textContent).toContain('não foi enviado');
    expect(failure.textContent).toContain('Motivo: Créditos insuficientes');
    expect(failure.textContent).toContain('Nas mensagens dinâmicas');
    expect(screen.getByTestId('shooting-new').hasAttribute('disabled')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'FAILURE' } });
    await waitFor(() => expect(location.current).toBe('/painel/sms?status=FAILURE'));
    await waitFor(() => expect(queriesOf(requests, SHOOTINGS).at(-1)).toMatchObject({ status: 'FAILURE' }));
  });

  it('asks a processing campaign again every second and moves its progress', async () => {
    let polls = 0;
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${SHOOTINGS}`]: shootingsPage([
        shootingFixture({ id: 5, status: 'PROCESSING', recipients: 4, processing: 4 }),
      ]),
      [`GET ${SHOOTINGS}/5`]: () => {
        polls += 1;
        return polls < 2
          ? shootingFixture({ id: 5, status: 'PROCESSING', recipients: 4, processing: 2, submissions: 2 })
          : shootingFixture({ id: 5, status: 'SENT', recipients: 4, submissions: 4 });
      },
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    expect(await screen.findByTestId('shooting-progress')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('shooting-progress').textContent).toContain('2 de 4'), {
      timeout: 5000,
    });
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/sms-shootings/5')).length).toBe(2), {
      timeout: 5000,
    });
    // SENT: the list is asked again, the card says so and the polling stops.
    await waitFor(() => expect(screen.getByTestId('shooting-card').getAttribute('data-status')).toBe('SENT'));
    expect(screen.queryByTestId('shooting-progress')).toBeNull();
    const polled = requests.filter((r) => r.url.endsWith('/sms-shootings/5')).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.filter((r) => r.url.endsWith('/sms-shootings/5')).length).toBe(polled);
  });

  it('creates a campaign: live preview, recipients by filter, save, then the send confirmation with the cost', async () => {
    const saved = shootingFixture({
      id: 9,
      title: 'Black Friday',
      recipients: 3,
      template: 'Ofertas em https://loja.example/bf',
    });
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${SHOOTINGS}`]: shootingsPage([]),
      [`GET ${CONTACTS}`]: contactsPage([], { size: 1, totalElements: 3 }),
      [`POST ${SHOOTINGS}`]: saved,
      [`POST ${SEND}`]: { ...saved, status: 'PROCESSING', processing: 3 },
      [`GET ${SHOOTINGS}/9`]: { ...saved, status: 'PROCESSING', processing: 3 },
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    const button = await screen.findByTestId('shooting-new');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Novo disparo' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Título/ }), {
      target: { value: 'Black Friday' },
    });
    fireEvent.change(within(dialog).getByTestId('shooting-template'), {
      target: { value: 'Ofertas em https://loja.example/bf' },
    });
    const expected = `DOCES DA ANA: Ofertas em ${EXAMPLE_CONTACT_LINK} ${SHOOTING_OPT_OUT_TEXT}`;
    expect(within(dialog).getByTestId('preview-text').textContent).toBe(expected);
    expect(within(dialog).getByTestId('preview-counter').textContent).toBe(
      `${expected.length} de 160 caracteres`,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: /Buscar destinatários/ }));
    const find = await screen.findByRole('dialog', { name: 'Buscar destinatários' });
    expect((within(find).getByRole('combobox', { name: 'Situação' }) as HTMLSelectElement).value).toBe(
      'OPT_IN',
    );
    await waitFor(() =>
      expect(within(find).getByTestId('find-count').textContent).toBe('3 contatos com esses filtros'),
    );
    expect(queriesOf(requests, CONTACTS).at(-1)).toEqual({ status: 'OPT_IN', page: '0', size: '1' });
    fireEvent.click(within(find).getByRole('button', { name: 'Adicionar 3' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('editor-pending').textContent).toContain('Mais 3 contatos'),
    );

    fireEvent.click(within(dialog).getByTestId('shooting-save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toMatchObject({
      id: null,
      title: 'Black Friday',
      type: 'SIMPLE',
      template: 'Ofertas em https://loja.example/bf',
      shortenUrls: true,
      scheduled: false,
      addFilterFindRecipients: { status: ['OPT_IN'] },
    });

    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar “Black Friday”?' });
    expect(within(confirm).getByTestId('send-cost').textContent).toBe(
      `3 contatos × ${formatBRL(30)} = ${formatBRL(90)}.`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: `Enviar por ${formatBRL(90)}` }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/sms-shootings/send'))).toBe(true));
    const send = requests.find((r) => r.url.endsWith('/sms-shootings/send'));
    expect(await send!.json()).toEqual({ id: 9 });
    expect(await screen.findByText('Disparo enviado para a fila')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo disparo' })).toBeNull());
  });

  it('the editor checks with the shared schema: an error shows under its field and Save does nothing', async () => {
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${SHOOTINGS}`]: shootingsPage([]),
      [`POST ${SHOOTINGS}`]: shootingFixture({ id: 9, title: 'Natal', recipients: 0 }),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    const button = await screen.findByTestId('shooting-new');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Novo disparo' });
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    const tags = within(dialog).getByRole('textbox', { name: /Tags/ });
    /** The error a field points at (`aria-errormessage`), as a screen reader reads it. */
    const errorOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-errormessage') ?? '')?.textContent ?? '';
    fireEvent.change(within(dialog).getByTestId('shooting-template'), { target: { value: 'Oi' } });
    fireEvent.change(tags, { target: { value: `natal, ${'x'.repeat(31)}` } });

    fireEvent.click(within(dialog).getByTestId('shooting-save'));
    await waitFor(() => expect(errorOf(title)).toBe('Campo obrigatório'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(errorOf(tags)).toBe('Tamanho inválido'));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // The schedule: required when on, and not in the past (the API's key), under its own field.
    const schedule = within(dialog).getByRole('checkbox', { name: 'Agendar o envio' });
    fireEvent.click(schedule);
    const date = await within(dialog).findByLabelText(/Data/);
    await waitFor(() => expect(errorOf(date)).toBe('Campo obrigatório'));
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await waitFor(() => expect(errorOf(date)).toBe('Data e hora de agendamento inválidas'));
    expect(errorOf(within(dialog).getByLabelText(/Hora/))).toBe('Campo obrigatório');
    fireEvent.click(schedule);
    await waitFor(() => expect(within(dialog).queryByLabelText(/Data/)).toBeNull());

    // Fixed as typed (the form checks again once submitted): the save goes through.
    fireEvent.change(title, { target: { value: 'Natal' } });
    fireEvent.change(tags, { target: { value: 'natal, promo' } });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
    await waitFor(() => expect(tags.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('shooting-save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await requests.find((r) => r.method === 'POST')!.json()).toMatchObject({
      title: 'Natal',
      tags: 'natal||promo',
      template: 'Oi',
    });
  });

  it('a 402 at send: the purchase is offered and the credits reload', async () => {
    const shooting = shootingFixture({ id: 3, recipients: 2 });
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${SHOOTINGS}`]: shootingsPage([shooting]),
      // A save takes a moment, as on a network: the editor has settled when the confirmation opens over it.
      [`POST ${SHOOTINGS}`]: () => new Promise((resolve) => setTimeout(() => resolve(shooting), 300)),
      [`POST ${SEND}`]: Response.json({ messages: ['insufient.credits'] }, { status: 402 }),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Promoção de Natal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar disparo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('alertdialog');
    const balanceCalls = () => requests.filter((r) => r.url.includes(BALANCE)).length;
    const before = balanceCalls();
    fireEvent.click(await within(confirm).findByRole('button', { name: `Enviar por ${formatBRL(60)}` }));
    expect(await within(confirm).findByTestId('insufficient-credits')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Comprar créditos' })).toBeTruthy();
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(before));
  });

  it('a SENT campaign is read-only: form, delete, recipients and save disabled', async () => {
    mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${SHOOTINGS}`]: shootingsPage([shootingFixture({ status: 'SENT' })]),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Promoção de Natal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disparo enviado' });
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Título/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(dialog).getByTestId('shooting-template').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByTestId('shooting-save').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Excluir' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog)
        .getByRole('button', { name: /Buscar destinatários/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('deletes after confirming', async () => {
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${SHOOTINGS}`]: shootingsPage([shootingFixture()]),
      [`DELETE ${SHOOTINGS}/1`]: () => undefined,
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Promoção de Natal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar disparo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir “Promoção de Natal”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Excluído com sucesso')).toBeTruthy();
  });

  it('the chart button selects the campaign: recipients with their size and state, links with views', async () => {
    const shooting = shootingFixture({ id: 4, status: 'SENT', type: 'DYNAMICS' });
    const { requests } = mockApi({
      ...base,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${SHOOTINGS}`]: shootingsPage([shooting]),
      [`GET ${SHOOTINGS}/4`]: shooting,
      [`GET ${RECIPIENTS}`]: pageOf(
        [
          {
            id: 1,
            contact: { id: 1, number: '5511987654301', tags: '', code: 'C1', status: 'OPT_IN' },
            deleted: false,
            smsSize: 171,
            smsLimit: 160,
            sent: 'SKIPPED',
            dateCreate: '2026-11-20T10:00:00Z',
          },
          {
            id: 2,
            contact: { id: 2, number: '5511987654302', tags: '', code: 'C2', status: 'OPT_IN' },
            deleted: false,
            smsSize: 98,
            smsLimit: 160,
            sent: 'DELIVERED',
            dateCreate: '2026-11-20T10:00:00Z',
          },
        ],
        { size: 12 },
      ),
      [`GET ${LINKS}`]: pageOf(
        [
          {
            id: 1,
            onlineAddress: {
              id: 3,
              code: 'AbC1234',
              url: 'https://loja.example/bf',
              shortUrl: 'http://localhost/AbC1234',
            },
            views: 3,
            contactUniqueViews: 1,
            deleted: false,
          },
        ],
        { size: 100 },
      ),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms');
    expect(await screen.findByTestId('metrics-empty')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Métricas de Promoção de Natal' }));
    await waitFor(() => expect(location.current).toBe('/painel/sms?select=4'));
    const rows = await screen.findAllByTestId('metrics-recipient');
    expect(rows[0]!.textContent).toContain('Passa de 160 caracteres');
    expect(rows[0]!.textContent).toContain('Sem permissão');
    expect(rows[1]!.textContent).toContain('98/160');
    expect(rows[1]!.textContent).toContain('Entregue');
    expect(queriesOf(requests, RECIPIENTS)[0]).toEqual({
      smsShootingId: '4',
      page: '0',
      size: '12',
      orderBy: 'smsSize:DESC,dateCreate:DESC',
    });
    const link = await screen.findByTestId('metrics-link');
    expect(within(link).getByTestId('link-views').textContent).toBe('3');
    expect(within(link).getByTestId('link-unique-views').textContent).toBe('1');
    expect(queriesOf(requests, LINKS)[0]).toEqual({ smsShootingId: '4', page: '0', size: '100' });
  });
});
