import { useSession } from '@atalho/sdk';
import { featuresOf } from '@atalho/sdk/schemas';
import { formatBRL, PageRoutes } from '@atalho/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/routes';
import { contactFixture, contactsPage, mockApi, queriesOf, smsConfigFixture } from './fixtures';
import { location, renderPage } from './render';

// The batch editor is the CSV import's part (its own tests); here it is a stand-in.
vi.mock('../src/components/save-contacts/SaveContactsDialog', () => ({
  SaveContactsDialog: (props: { open: boolean; onClose(): void }) =>
    props.open ? (
      <div role="dialog" aria-label="Editor de contatos">
        <button type="button" onClick={props.onClose}>
          Fechar editor
        </button>
      </div>
    ) : null,
}));

const CONFIG = '/api/v1/sms-configs/users';
const SAVE_CONFIG = '/api/v1/sms-configs';
const CONTACTS = '/api/v1/contacts';
const BALANCE = '/api/v1/credits/balance';
const OPT_IN_ALL = '/api/v1/contacts/opt-in-request';

// The first test pays for importing the page and its lazy dialogs, which a busy machine makes slow.
const slow = { timeout: 60_000 };

/** GET /contacts: the SAVED count call answers `saved`; the list answers `list`. */
function contactsAnswer(list: ReturnType<typeof contactsPage>, saved = 0) {
  return (_request: Request, url: URL) =>
    url.searchParams.get('size') === '1' && url.searchParams.get('status') === 'SAVED'
      ? contactsPage([], { size: 1, totalElements: saved })
      : list;
}

const listCalls = (requests: Request[]) =>
  queriesOf(requests, CONTACTS).filter((query) => query.size === '10');

describe('ContactsPage (/painel/sms/contacts)', slow, () => {
  beforeEach(() => {
    useSession.setState({ token: 'tok', user: { id: 7, name: 'Ana', features: featuresOf('PRO') } as never });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it('before the business name: the info box, every action disabled, no contact call', async () => {
    const { requests } = mockApi({
      [`GET ${CONFIG}`]: Response.json({ messages: ['not.found'] }, { status: 404 }),
      [`GET ${BALANCE}`]: { balance: 400 },
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts');
    expect(screen.getByTestId('contacts-skeleton')).toBeTruthy();
    const info = await screen.findByTestId('business-required');
    expect(info.textContent).toContain('Defina o nome do seu negócio');
    expect(
      screen.getAllByRole('button', { name: /Adicionar contatos/ }).every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
    expect(screen.getByRole('button', { name: /Pedir permissão para todos/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: /Configurar o SMS: falta o nome/ })).toBeTruthy();
    expect(queriesOf(requests, CONTACTS)).toEqual([]);

    fireEvent.click(within(info).getByRole('button', { name: 'Definir o nome' }));
    await waitFor(() => expect(location.current).toBe('/painel/sms/contacts?smsConfig=true'));
    expect(await screen.findByRole('dialog', { name: 'Nome do seu negócio' })).toBeTruthy();
  });

  it('lists page 0 of 10 with the spec’s call: number, status in Portuguese, tags, segments, properties', async () => {
    const contacts = [
      contactFixture({ id: 1, status: 'OPT_IN_REQUIRED' }),
      contactFixture({ id: 2, status: 'OPT_IN', tags: '' }),
    ];
    const { requests } = mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${CONTACTS}`]: contactsAnswer(contactsPage(contacts, { totalElements: 12 }), 0),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts');
    await waitFor(() => expect(screen.getAllByTestId('contact-card')).toHaveLength(2));

    expect(listCalls(requests)[0]).toEqual({
      page: '0',
      size: '10',
      orderBy: 'dateCreate:DESC',
      embedSegments: 'true',
    });
    const [first] = screen.getAllByTestId('contact-card');
    expect(within(first!).getByRole('button', { name: '(11) 98765-4301' })).toBeTruthy();
    expect(first!.textContent).toContain('Enviando pedido');
    expect(first!.textContent).toContain('na fila para ser enviado');
    expect(within(first!).getByRole('list', { name: 'Tags' }).textContent).toBe('clientevip');
    expect(within(first!).getByRole('list', { name: 'Segmentos' }).textContent).toBe('Recife');
    expect(within(first!).getByRole('list', { name: 'Propriedades' }).textContent).toBe('nome: Ana');
    expect(screen.getByTestId('contacts-total').textContent).toBe('12 contatos');
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeTruthy();
    expect(screen.queryByTestId('business-required')).toBeNull();
    expect(screen.queryByTestId('contacts-waiting')).toBeNull();
    expect(screen.getByTestId('credits-button').textContent).toBe(`Créditos: ${formatBRL(400)}`);
  });

  it('keeps the filters and the address in sync', async () => {
    const { requests } = mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${CONTACTS}`]: contactsAnswer(contactsPage([contactFixture()]), 1),
    });
    renderPage(
      <PageRoutes routes={routes} />,
      '/painel/sms/contacts?page=1&tags=vip,cliente&tagsExclusive=true&segments=4&text=ana&select=1',
    );
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(0));
    expect(listCalls(requests)[0]).toEqual({
      page: '1',
      size: '10',
      orderBy: 'dateCreate:DESC',
      embedSegments: 'true',
      text: 'ana',
      tags: 'vip,cliente',
      tagsExclusive: 'true',
      segmentIds: '4',
    });
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('ana');
    expect(screen.getByRole('button', { name: 'Tags (2)' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '(11) 98765-4301' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'SAVED' } });
    await waitFor(() =>
      expect(location.current).toBe(
        '/painel/sms/contacts?status=SAVED&text=ana&tags=vip%2Ccliente&segments=4&tagsExclusive=true&select=1',
      ),
    );
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ page: '0', status: 'SAVED' }));

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(location.current).toBe('/painel/sms/contacts?select=1'));
  });

  it('without contacts: explains what to do and opens the batch editor', async () => {
    mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${CONTACTS}`]: contactsAnswer(contactsPage([]), 0),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts');
    const empty = await screen.findByTestId('contacts-empty');
    expect(empty.textContent).toContain('Você ainda não tem contatos');
    expect(empty.textContent).toContain('CSV');
    fireEvent.click(within(empty).getByRole('button', { name: /Adicionar contatos/ }));
    expect(await screen.findByRole('dialog', { name: 'Editor de contatos' })).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${CONTACTS}`]: Response.json({ messages: ['internal.error'] }, { status: 500 }),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('asks every SAVED contact for permission: count × R$ 0,30 against the balance, then sends the count', async () => {
    const { requests } = mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 400 },
      [`GET ${CONTACTS}`]: contactsAnswer(contactsPage([contactFixture()]), 3),
      [`PATCH ${OPT_IN_ALL}`]: { requested: 3, costCentavos: 90 },
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts');
    expect(await screen.findByTestId('contacts-waiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contatos.*esperando o pedido de permissão/ })).toBeTruthy();

    const bulk = screen.getByRole('button', { name: /Pedir permissão para todos/ });
    await waitFor(() => expect(bulk.hasAttribute('disabled')).toBe(false));
    fireEvent.click(bulk);
    const dialog = await screen.findByRole('alertdialog', { name: 'Pedir permissão para todos os salvos?' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('opt-in-all-total').textContent).toBe(
        `3 contatos × ${formatBRL(30)} = ${formatBRL(90)}.`,
      ),
    );
    expect(within(dialog).getByTestId('opt-in-all-balance').textContent).toBe(
      `Seu saldo: ${formatBRL(400)}.`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: `Pedir por ${formatBRL(90)}` }));
    await waitFor(() => expect(queriesOf(requests, OPT_IN_ALL)).toEqual([{ count: '3' }]));
    expect(await screen.findByText('3 pedidos de permissão na fila')).toBeTruthy();
  });

  it('does not let a short balance confirm, and offers to buy credits', async () => {
    mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 50 },
      [`GET ${CONTACTS}`]: contactsAnswer(contactsPage([contactFixture()]), 2),
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts');
    const bulk = await screen.findByRole('button', { name: /Pedir permissão para todos/ });
    await waitFor(() => expect(bulk.hasAttribute('disabled')).toBe(false));
    fireEvent.click(bulk);
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByTestId('insufficient-credits');
    expect(
      within(dialog)
        .getByRole('button', { name: `Pedir por ${formatBRL(60)}` })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Comprar créditos' })).toBeTruthy();
  });
});

describe('SMS config dialog (?smsConfig=true)', slow, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uppercases the name, counts it, shows the opt-in SMS and saves a first name without asking', async () => {
    const { requests } = mockApi({
      [`GET ${CONFIG}`]: Response.json({ messages: ['not.found'] }, { status: 404 }),
      [`GET ${BALANCE}`]: { balance: 0 },
      [`POST ${SAVE_CONFIG}`]: smsConfigFixture,
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms?smsConfig=true');
    const dialog = await screen.findByRole('dialog', { name: 'Nome do seu negócio' });
    const input = within(dialog).getByRole('textbox', { name: /Nome do negócio/ }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'doces da ana' } });
    expect(input.value).toBe('DOCES DA ANA');
    expect(dialog.textContent).toMatch(/12 de \d+ caracteres/);
    expect(within(dialog).getByTestId('opt-in-example').textContent).toMatch(/^DOCES DA ANA: quer receber/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toMatchObject({ business: 'DOCES DA ANA', confirmBusinessChange: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(location.current).toBe('/painel/sms'));
  });

  it('asks before replacing a name, then sends confirmBusinessChange', async () => {
    const { requests } = mockApi({
      [`GET ${CONFIG}`]: smsConfigFixture,
      [`GET ${BALANCE}`]: { balance: 0 },
      [`GET ${CONTACTS}`]: contactsAnswer(contactsPage([]), 0),
      [`POST ${SAVE_CONFIG}`]: { ...smsConfigFixture, business: 'ANA DOCES' },
    });
    renderPage(<PageRoutes routes={routes} />, '/painel/sms/contacts?smsConfig=true');
    const dialog = await screen.findByRole('dialog', { name: 'Nome do seu negócio' });
    const input = within(dialog).getByRole('textbox', { name: /Nome do negócio/ }) as HTMLInputElement;
    expect(input.value).toBe('DOCES DA ANA');
    fireEvent.change(input, { target: { value: 'Ana Doces' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const question = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(question.textContent).toContain('Esta operação não pode ser desfeita');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Trocar o nome' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toMatchObject({ business: 'ANA DOCES', confirmBusinessChange: true });
  });
});
