import { useSession } from '@atalho/sdk';
import { featuresOf } from '@atalho/sdk/schemas';
import { usePlansDialog } from '@atalho/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportPercent } from '../src/components/leads/LeadsExportButton';
import { LeadsPanel } from '../src/components/leads/LeadsPanel';
import { infoproductFixture, leadFixture, leadsPage, mockApi, queriesOf } from './fixtures';
import { renderPage } from './render';

const LEADS = '/api/v1/infoproducts-forms-answers';
const item = infoproductFixture({ id: 4, title: 'Guia de pães' });

/** A response body the test feeds line by line. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(stream, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe('LeadsPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useSession.setState({
      token: 'tok',
      user: { id: 7, name: 'Ana', features: featuresOf('FREE') } as never,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
  });

  it('lists 10 leads a page with their answers, and pages', async () => {
    const { requests } = mockApi({
      [`GET ${LEADS}`]: (_request: Request, url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return leadsPage([leadFixture({ id: page + 1 })], { number: page, totalElements: 12 });
      },
    });
    renderPage(<LeadsPanel item={item} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Guia de pães' })).toBeTruthy();
    expect(await screen.findByText('leitor1@example.com')).toBeTruthy();
    expect(screen.getByText('Cidade:')).toBeTruthy();
    expect(screen.getByText('Recife')).toBeTruthy();
    expect(screen.getByText(/Recebido em 22\/11\/2026/)).toBeTruthy();
    expect(screen.getByTestId('leads-total').textContent).toBe('12 leads');
    fireEvent.click(screen.getByRole('button', { name: /página 2/i }));
    expect(await screen.findByText('leitor2@example.com')).toBeTruthy();
    expect(queriesOf(requests, LEADS).map((query) => query.page)).toEqual(['0', '1']);
    expect(queriesOf(requests, LEADS)[1]).toMatchObject({ size: '10', infoproductId: '4' });
  });

  it('marks a masked e-mail with the upgrade button that opens the plans dialog on PRO', async () => {
    mockApi({
      [`GET ${LEADS}`]: leadsPage([
        leadFixture({ id: 1, email: 'le****@example.com', masked: true }),
        leadFixture({ id: 2, email: 'aberto@example.com', masked: false }),
      ]),
    });
    renderPage(<LeadsPanel item={item} />);
    expect(await screen.findByText('le****@example.com')).toBeTruthy();
    const masked = screen.getAllByTestId('lead-masked');
    expect(masked).toHaveLength(1);
    const [maskedLead] = screen.getAllByTestId('lead-item');
    expect(within(maskedLead as HTMLElement).getByTestId('lead-masked')).toBeTruthy();
    fireEvent.click(masked[0] as HTMLElement);
    expect(usePlansDialog.getState()).toMatchObject({ isOpen: true, planHint: 'URL_SHORTNER_PRO' });
  });

  it('deletes a lead after confirming', async () => {
    let leads = [leadFixture({ id: 1 }), leadFixture({ id: 2 })];
    const { requests } = mockApi({
      [`GET ${LEADS}`]: () => leadsPage(leads),
      [`DELETE ${LEADS}/2`]: () => {
        leads = leads.filter((lead) => lead.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    renderPage(<LeadsPanel item={item} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir o lead leitor2@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir lead?' });
    expect(within(confirm).getByText(/leitor2@example.com e as respostas dele/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('leitor2@example.com')).toBeNull());
    expect(screen.getByText('leitor1@example.com')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the empty state with the page’s link to share', async () => {
    mockApi({ [`GET ${LEADS}`]: leadsPage([]) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<LeadsPanel item={item} />);
    expect(await screen.findByText('Nenhum lead ainda')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link da página' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/ebook-e`));
  });

  it('exports leeds.csv with a progress bar against the total, disabled while running', async () => {
    const stream = controlledStream();
    const { requests } = mockApi({
      [`GET ${LEADS}`]: leadsPage([leadFixture()], { totalElements: 4 }),
      [`GET ${LEADS}/export`]: () => stream.response,
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:leads';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });

    renderPage(<LeadsPanel item={item} />);
    await screen.findByText('leitor1@example.com');
    const button = screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(queriesOf(requests, `${LEADS}/export`)).toEqual([{ infoproductId: '4' }]));
    await waitFor(() => expect(screen.getByTestId('export-progress')).toBeTruthy());
    expect((screen.getByRole('button', { name: /Exportando/ }) as HTMLButtonElement).disabled).toBe(true);

    stream.push('email;Cidade\nleitor1@example.com;Recife\n');
    await waitFor(() => expect(screen.getByText('25%')).toBeTruthy());
    stream.push('leitor2@example.com;Olinda\nleitor3@example.com;Natal\n');
    await waitFor(() => expect(screen.getByText('75%')).toBeTruthy());
    stream.push('leitor4@example.com;Caruaru\n');
    stream.end();

    expect(await screen.findByText('Leads exportados para leeds.csv')).toBeTruthy();
    expect(downloads).toEqual([{ href: 'blob:leads', download: 'leeds.csv' }]);
    expect(await created[0]?.text()).toContain('leitor4@example.com;Caruaru');
    expect(screen.queryByTestId('export-progress')).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the export fails', async () => {
    mockApi({
      [`GET ${LEADS}`]: leadsPage([leadFixture()]),
      [`GET ${LEADS}/export`]: () => Response.json({ messages: [] }, { status: 500 }),
    });
    renderPage(<LeadsPanel item={item} />);
    await screen.findByText('leitor1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Não foi possível exportar os leads.')).toBeTruthy();
  });

  it('computes the percentage within 0 and 100', () => {
    expect(exportPercent(0, 0)).toBe(0);
    expect(exportPercent(1, 3)).toBe(33);
    expect(exportPercent(5, 4)).toBe(100);
  });
});
