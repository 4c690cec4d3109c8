import { useSession } from '@atalho/sdk';
import type { Infoproduct } from '@atalho/sdk/infoproducts';
import { type Feature, featuresOf } from '@atalho/sdk/schemas';
import { usePlansDialog } from '@atalho/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfoproductPage } from '../src/pages/InfoproductPage';
import {
  configFixture,
  infoproductFixture,
  itemsPage,
  leadFixture,
  leadsPage,
  mockApi,
  queriesOf,
} from './fixtures';
import { renderPage } from './render';

// The wizard is another part's (its own tests); here it is a stand-in that saves what it was given.
const saved = vi.hoisted(() => ({ item: null as Infoproduct | null }));
vi.mock('../src/components/wizard/InfoproductWizard', () => ({
  InfoproductWizard: (props: {
    item: Infoproduct | null;
    onClose(): void;
    onSaved(item: Infoproduct): void;
  }) => (
    <div role="dialog" aria-label="Assistente">
      <p data-testid="wizard-item">{props.item ? props.item.title : 'novo'}</p>
      <button type="button" onClick={() => saved.item && props.onSaved(saved.item)}>
        Salvar assistente
      </button>
      <button type="button" onClick={props.onClose}>
        Fechar assistente
      </button>
    </div>
  ),
}));

const ITEMS = '/api/v1/infoproduts';
const LEADS = '/api/v1/infoproducts-forms-answers';
const CONFIG = '/api/v1/configs/auth';

function signInWith(features: Feature[]) {
  useSession.setState({ token: 'tok', user: { id: 7, name: 'Ana', features } as never });
}

const cards = () => screen.getAllByTestId('infoproduct-card');
const selectButton = (title: string) => screen.getByRole('button', { name: title, hidden: true });

describe('InfoproductPage', { timeout: 20_000 }, () => {
  beforeEach(() => signInWith(featuresOf('PRO')));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
    saved.item = null;
  });

  it('lists page 0 of 10 with the spec’s call, shows the cards and selects the first one', async () => {
    const items = [infoproductFixture({ id: 1 }), infoproductFixture({ id: 2, title: 'Guia de pães' })];
    const { requests } = mockApi({
      [`GET ${ITEMS}`]: itemsPage(items),
      [`GET ${LEADS}`]: leadsPage([leadFixture()]),
      [`GET ${CONFIG}`]: configFixture,
    });
    renderPage(<InfoproductPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Infoprodutos' })).toBeTruthy();
    expect(screen.getByTestId('infoproducts-skeleton')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));

    expect(queriesOf(requests, ITEMS)[0]).toEqual({
      page: '0',
      size: '10',
      orderBy: 'dateUpdate:DESC,dateCreate:DESC',
      embedItens: 'true',
      embedfooterLinks: 'true',
      embedInfoproductFormFields: 'true',
      embedInfoproductFormFieldsOptions: 'true',
    });
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: 'E-book 1' })).toBeTruthy();
    expect(first.getByText('Receitas fáceis')).toBeTruthy();
    expect(first.getByText('Cinquenta doces para vender no fim de semana.')).toBeTruthy();
    expect(first.getByRole('link', { name: `${location.host}/ebook-b` }).getAttribute('href')).toBe(
      '/ebook-b?countClick=false',
    );
    expect(first.getByText(/3 leads · 12 cliques/)).toBeTruthy();
    // No brand image: the product's logo.
    expect(first.getByRole('img', { hidden: true, name: 'Atalho' })).toBeTruthy();

    // The first load selects the first item: its side panel, its leads.
    await waitFor(() => expect(selectButton('E-book 1').getAttribute('aria-pressed')).toBe('true'));
    const panel = within(screen.getByTestId('side-panel'));
    expect(panel.getByRole('heading', { level: 2, name: 'E-book 1' })).toBeTruthy();
    expect(await panel.findByText('leitor1@example.com')).toBeTruthy();
    expect(panel.getByText('Recife')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Acompanhar métricas' }).getAttribute('href')).toBe(
      '/painel/links/shortened/?onlineAddressId=501&typeIn=INFOPRODUCT',
    );
    expect(queriesOf(requests, LEADS)[0]).toEqual({
      page: '0',
      size: '10',
      orderBy: 'dateCreate:DESC,dateUpdate:DESC',
      infoproductId: '1',
    });

    // Selecting another card shows its leads.
    fireEvent.click(selectButton('Guia de pães'));
    expect(selectButton('Guia de pães').getAttribute('aria-pressed')).toBe('true');
    expect(selectButton('E-book 1').getAttribute('aria-pressed')).toBe('false');
    expect(await panel.findByRole('heading', { level: 2, name: 'Guia de pães' })).toBeTruthy();
    await waitFor(() => expect(queriesOf(requests, LEADS).at(-1)?.infoproductId).toBe('2'));
  });

  it('shows no click count when the plan has none to show (clicks: null), not a zero', async () => {
    const base = infoproductFixture({ id: 1 });
    const locked = { ...base, onlineAddress: { ...base.onlineAddress, clicks: null } };
    mockApi({
      [`GET ${ITEMS}`]: itemsPage([locked]),
      [`GET ${LEADS}`]: leadsPage([]),
      [`GET ${CONFIG}`]: configFixture,
    });
    renderPage(<InfoproductPage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = within(cards()[0] as HTMLElement);
    expect(card.getByText('3 leads')).toBeTruthy();
    expect(card.queryByText(/cliques?/)).toBeNull();
  });

  it('pages with the pagination buttons', async () => {
    const { requests } = mockApi({
      [`GET ${ITEMS}`]: (_request: Request, url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return itemsPage([infoproductFixture({ id: page * 10 + 1 })], { number: page, totalElements: 25 });
      },
      [`GET ${LEADS}`]: leadsPage([]),
      [`GET ${CONFIG}`]: configFixture,
    });
    renderPage(<InfoproductPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'E-book 1' })).toBeTruthy();
    expect(screen.getByText('25 infoprodutos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /página 3/i }));
    expect(await screen.findByRole('heading', { level: 3, name: 'E-book 21' })).toBeTruthy();
    expect(queriesOf(requests, ITEMS).at(-1)?.page).toBe('2');
    // The selection made on the first load stays.
    expect(
      within(screen.getByTestId('side-panel')).getByRole('heading', { level: 2, name: 'E-book 1' }),
    ).toBeTruthy();
  });

  it('shows an empty state that starts the create flow: the info dialog, then the wizard with no item', async () => {
    const created = infoproductFixture({ id: 9, title: 'Meu primeiro e-book' });
    let listed: Infoproduct[] = [];
    mockApi({
      [`GET ${ITEMS}`]: () => itemsPage(listed),
      [`GET ${LEADS}`]: leadsPage([]),
      [`GET ${CONFIG}`]: configFixture,
    });
    renderPage(<InfoproductPage />);
    const empty = await screen.findByTestId('infoproducts-empty');
    expect(within(empty).getByText('Você ainda não tem infoprodutos')).toBeTruthy();
    expect(screen.queryByText('Em breve')).toBeNull();

    fireEvent.click(within(empty).getByRole('button', { name: 'Criar infoproduto' }));
    const info = await screen.findByRole('dialog', { name: 'Criar e-book' });
    expect(within(info).getByText(/responde por ele/)).toBeTruthy();
    fireEvent.click(within(info).getByRole('button', { name: 'Começar' }));
    expect((await screen.findByTestId('wizard-item')).textContent).toBe('novo');

    saved.item = created;
    listed = [created];
    fireEvent.click(screen.getByRole('button', { name: 'Salvar assistente' }));
    expect(await screen.findByText('Salvo com sucesso')).toBeTruthy();
    expect(screen.queryByTestId('wizard-item')).toBeNull();
    // The list is asked again and the saved item is selected.
    expect(await screen.findByRole('heading', { level: 3, name: 'Meu primeiro e-book' })).toBeTruthy();
    await waitFor(() =>
      expect(selectButton('Meu primeiro e-book').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(screen.getByTestId('side-panel')).getByText('Nenhum lead ainda')).toBeTruthy();
    expect(
      within(screen.getByTestId('side-panel')).getByRole('button', { name: 'Copiar link da página' }),
    ).toBeTruthy();
  });

  it('opens the wizard on the item to edit it', async () => {
    mockApi({
      [`GET ${ITEMS}`]: itemsPage([infoproductFixture()]),
      [`GET ${LEADS}`]: leadsPage([]),
      [`GET ${CONFIG}`]: configFixture,
    });
    renderPage(<InfoproductPage />);
    const card = within((await screen.findAllByTestId('infoproduct-card'))[0] as HTMLElement);
    fireEvent.click(card.getByRole('button', { name: 'Editar página' }));
    expect((await screen.findByTestId('wizard-item')).textContent).toBe('E-book 1');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ messages: [] }, { status: 500 })),
    );
    renderPage(<InfoproductPage />);
    expect(await screen.findByText('Não foi possível carregar os seus infoprodutos.')).toBeTruthy();
    mockApi({
      [`GET ${ITEMS}`]: itemsPage([infoproductFixture()]),
      [`GET ${LEADS}`]: leadsPage([]),
      [`GET ${CONFIG}`]: configFixture,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'E-book 1' })).toBeTruthy();
  });

  it('deletes an item after a confirmation that says its link and leads go with it', async () => {
    let listed = [infoproductFixture({ id: 1 }), infoproductFixture({ id: 2 })];
    const { requests } = mockApi({
      [`GET ${ITEMS}`]: () => itemsPage(listed),
      [`GET ${LEADS}`]: leadsPage([]),
      [`GET ${CONFIG}`]: configFixture,
      [`DELETE ${ITEMS}/2`]: () => {
        listed = listed.filter((item) => item.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    renderPage(<InfoproductPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const second = within(cards()[1] as HTMLElement);
    await userEvent.click(second.getByRole('button', { name: 'Ações de E-book 2' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir infoproduto?' });
    expect(within(confirm).getByText(/o link .*\/ebook-c e todos os leads/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Excluído com sucesso')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url.endsWith('/infoproduts/2')),
    ).toBe(true);
  });

  it('shows the gear with a ‘!’ only when the user has no page config, and explains the config', async () => {
    mockApi({
      [`GET ${ITEMS}`]: itemsPage([infoproductFixture()]),
      [`GET ${LEADS}`]: leadsPage([]),
      // GET /configs/auth answers 204 when the user has no config.
      [`GET ${CONFIG}`]: new Response(null, { status: 204 }),
    });
    renderPage(<InfoproductPage />);
    const gear = await screen.findByRole('button', {
      name: 'Configuração da página: Você ainda não configurou a sua página',
    });
    expect(screen.getByTestId('config-missing').textContent).toBe('!');
    fireEvent.click(gear);
    const dialog = await screen.findByRole('dialog', { name: 'Configuração da página' });
    expect(within(dialog).getByText(/abre direto, sem a tela de carregamento/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Editar a configuração' }).getAttribute('href')).toBe(
      '/painel/configs/loading-screen',
    );
  });

  it('on a phone has no side panel: each card’s “Leads” opens the leads in a dialog', async () => {
    const view = (
      window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM;
    view.setViewport({ width: 390, height: 800 });
    try {
      mockApi({
        [`GET ${ITEMS}`]: itemsPage([infoproductFixture({ id: 1 }), infoproductFixture({ id: 2 })]),
        [`GET ${LEADS}`]: (_request: Request, url: URL) =>
          leadsPage([leadFixture({ id: Number(url.searchParams.get('infoproductId')) * 10 })]),
        [`GET ${CONFIG}`]: configFixture,
      });
      renderPage(<InfoproductPage />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(screen.queryByTestId('side-panel')).toBeNull();
      const opener = within(cards()[1] as HTMLElement).getByRole('button', { name: 'Leads' });
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Leads' });
      expect(within(dialog).getByRole('heading', { name: 'E-book 2' })).toBeTruthy();
      expect(await within(dialog).findByText('leitor20@example.com')).toBeTruthy();
      expect(selectButton('E-book 2').getAttribute('aria-pressed')).toBe('true');
    } finally {
      view.setViewport({ width: 1024, height: 768 });
    }
  });

  it('has no ‘!’ when the config exists', async () => {
    mockApi({
      [`GET ${ITEMS}`]: itemsPage([]),
      [`GET ${CONFIG}`]: configFixture,
    });
    renderPage(<InfoproductPage />);
    expect(await screen.findByRole('button', { name: 'Configuração da página' })).toBeTruthy();
    await screen.findByTestId('infoproducts-empty');
    expect(screen.queryByTestId('config-missing')).toBeNull();
  });
});
