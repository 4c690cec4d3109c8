import { useSession } from '@atalho/sdk';
import { type Infoproduct, infoproductBody } from '@atalho/sdk/infoproducts';
import { usePlansDialog } from '@atalho/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfoproductWizard } from '../../src/components/wizard/InfoproductWizard';
import { infoproductFixture as fixture, mockApi } from '../fixtures';
import { renderPage } from '../render';

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const stepItems = () =>
  within(screen.getByRole('navigation', { name: 'Passos do assistente' })).getAllByRole('listitem');
const validity = () => stepItems().map((item) => item.getAttribute('data-valid'));
const goToStep = (name: RegExp) =>
  fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name }));
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A saved item whose address follows the subdomain rule (letters and hyphens). */
const infoproductFixture = (overrides: Partial<Infoproduct> = {}) => {
  const item = fixture(overrides);
  return { ...item, onlineAddress: { ...item.onlineAddress, code: 'receitas-doces' } };
};

function signIn(pro: boolean) {
  useSession.setState({ user: { id: 7, name: 'Ana', features: pro ? ['infoproductPro'] : [] } as never });
}

function renderWizard(item: Infoproduct | null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderPage(<InfoproductWizard item={item} onClose={onClose} onSaved={onSaved} />);
  return { onClose, onSaved };
}

/** The body of the one POST /infoproduts, checked against the contract. */
async function postedBody(requests: Request[]) {
  const post = requests.find((request) => request.method === 'POST' && request.url.endsWith('/infoproduts'));
  expect(post).toBeDefined();
  const body = await (post as Request).clone().json();
  return { raw: body, parsed: v.parse(infoproductBody, body) };
}

describe('InfoproductWizard', { timeout: 20_000 }, () => {
  beforeEach(() => signIn(false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts a new item on step 1 with every step invalid and moves on only from a valid step', async () => {
    mockApi({});
    renderWizard(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tipo de site' })).toBeTruthy();
    expect(validity()).toEqual(Array(8).fill('false'));
    expect(stepItems()[0]?.getAttribute('aria-current')).toBe('step');
    expect(button('Avançar').disabled).toBe(true);
    expect(button('Salvar').disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Página de captura de leads/ }));
    await waitFor(() => expect(button('Avançar').disabled).toBe(false));
    expect(validity()[0]).toBe('true');
    fireEvent.click(button('Avançar'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Produto' })).toBeTruthy();
    expect(stepItems()[1]?.getAttribute('aria-current')).toBe('step');
    // Step 2 needs the product type, the PDF, the texts and the rights declaration.
    expect(button('Avançar').disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Link/ }) as HTMLInputElement).disabled).toBe(true);
    // A later step cannot be reached from the stepper while an earlier one is invalid.
    expect(
      (within(screen.getByRole('navigation')).getByRole('button', { name: /Rodapé/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('opens a saved item with every step valid, save enabled and any step reachable', async () => {
    mockApi({});
    renderWizard(infoproductFixture());
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    await waitFor(() => expect(validity()).toEqual(Array(8).fill('true')));
    expect(button('Salvar').disabled).toBe(false);
    goToStep(/Saiba mais/);
    expect(await screen.findByRole('heading', { level: 2, name: 'Saiba mais' })).toBeTruthy();
    expect((screen.getByLabelText(/^Descrição/) as HTMLTextAreaElement).value).toBe(
      'Tudo o que você precisa para começar.',
    );
  });

  it('refuses a PDF over 5,100,000 bytes in the browser with the maximum and the actual size', async () => {
    const { requests } = mockApi({});
    renderWizard(null);
    fireEvent.click(await screen.findByRole('radio', { name: /Página de captura de leads/ }));
    await waitFor(() => expect(button('Avançar').disabled).toBe(false));
    fireEvent.click(button('Avançar'));
    fireEvent.click(await screen.findByRole('radio', { name: /E-book/ }));
    const input = await screen.findByLabelText(/Arquivo do e-book/);
    const file = new File(['%PDF-1.7'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 5_100_001 });
    fireEvent.change(input, { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('O arquivo passa do tamanho máximo de 5,1 MB');
    expect(alert.textContent).toContain('O arquivo tem 5,1 MB');
    expect(requests.some((request) => request.url.includes('/files'))).toBe(false);
  });

  it('uploads a PDF as the e-book and shows its name and size', async () => {
    const { requests } = mockApi({
      'POST /api/v1/files': {
        id: 77,
        src: 'https://files.example/f/77.pdf',
        type: 'application/pdf',
        size: 820_000,
        kind: 'pdf',
        deleted: false,
      },
    });
    renderWizard(null);
    fireEvent.click(await screen.findByRole('radio', { name: /Página de captura de leads/ }));
    await waitFor(() => expect(button('Avançar').disabled).toBe(false));
    fireEvent.click(button('Avançar'));
    fireEvent.click(await screen.findByRole('radio', { name: /E-book/ }));
    const file = new File(['%PDF-1.7 ...'], 'receitas.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText(/Arquivo do e-book/), { target: { files: [file] } });
    const shown = await screen.findByTestId('ebook-file');
    expect(shown.textContent).toContain('receitas.pdf');
    expect(shown.textContent).toContain('820 KB');
    const upload = requests.find((request) => request.url.includes('/files')) as Request;
    const form = await upload.clone().formData();
    expect([form.get('kind'), form.get('purpose')]).toEqual(['pdf', 'ebook']);
  });

  it('sends saved topics removed as deleted and drops new ones, in a body the contract accepts', async () => {
    signIn(true);
    const item = infoproductFixture({
      itens: [
        { id: 11, value: 'Brigadeiro', deleted: false },
        { id: 12, value: 'Beijinho', deleted: false },
      ],
    });
    const { requests } = mockApi({
      'POST /api/v1/infoproduts': () => infoproductFixture({ title: 'Salvo' }),
    });
    const { onSaved } = renderWizard(item);
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    goToStep(/Tópicos e temas/);
    await screen.findByRole('heading', { level: 2, name: 'Tópicos e temas' });
    fireEvent.click(button('Remover o tópico 1'));
    expect(screen.getByTestId('removed-row').textContent).toContain('Brigadeiro');
    fireEvent.click(button('Adicionar tópico'));
    type(/^Tópico 3/, 'Cajuzinho');
    fireEvent.click(button('Adicionar tópico'));
    type(/^Tópico 4/, 'Descartado');
    fireEvent.click(button('Remover o tópico 4'));
    expect(screen.queryByLabelText(/^Tópico 4/)).toBeNull();
    // The PRO owner without a footer got an empty one: it must be written before saving.
    goToStep(/Rodapé/);
    type(/^Texto do rodapé/, 'Ana Doces, Recife');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));

    const { raw, parsed } = await postedBody(requests);
    expect(parsed.itens).toEqual([
      { id: 11, value: 'Brigadeiro', deleted: true },
      { id: 12, value: 'Beijinho', deleted: false },
      { id: null, value: 'Cajuzinho', deleted: false },
    ]);
    expect(parsed.footer).toEqual({ id: null, brandImage: null, text: 'Ana Doces, Recife', links: [] });
    expect(raw.responsibility).toBeUndefined();
    expect(parsed.onlineAddress).toEqual({ code: 'receitas-doces' });
  });

  it('creates an empty footer for a PRO owner whose item has none, which blocks saving until written', async () => {
    signIn(true);
    mockApi({});
    renderWizard(infoproductFixture({ footer: null }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    await waitFor(() => expect(validity()[7]).toBe('false'));
    expect(button('Salvar').disabled).toBe(true);
    goToStep(/Rodapé/);
    expect(((await screen.findByLabelText(/^Texto do rodapé/)) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('plan-locked')).toBeNull();
  });

  it('shows the footer and the contact form locked below PRO and sends neither', async () => {
    const { requests } = mockApi({ 'POST /api/v1/infoproduts': () => infoproductFixture() });
    renderWizard(infoproductFixture());
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    goToStep(/Formulário de contato/);
    expect(await screen.findByTestId('email-field')).toBeTruthy();
    expect(screen.getByTestId('plan-locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar pergunta' })).toBeNull();
    fireEvent.click(button('Salvar'));
    const { parsed } = await waitFor(() => postedBody(requests));
    expect(parsed.formFields).toEqual([]);
    expect(parsed.footer).toBeNull();
  });

  it('gives a field turned into a list one empty option', async () => {
    signIn(true);
    mockApi({});
    renderWizard(infoproductFixture({ footer: { id: 4, brandImage: null, text: 'Rodapé', links: [] } }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    goToStep(/Formulário de contato/);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar pergunta' }));
    type(/^Nome do campo/, 'Cidade');
    expect(screen.queryByLabelText(/^Opção 1/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'SELECT_FIELD' } });
    expect(screen.getAllByLabelText(/^Opção \d/)).toHaveLength(1);
    expect((screen.getByLabelText(/^Opção 1/) as HTMLInputElement).value).toBe('');
    // Back to text and to a list again: the option is still there, no second one.
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'TEXT_FIELD' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'SELECT_FIELD' } });
    expect(screen.getAllByLabelText(/^Opção \d/)).toHaveLength(1);
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));
    type(/^Opção 1/, 'Recife');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
  });

  it('asks before closing with changes, then restores the snapshot', async () => {
    mockApi({});
    const { onClose } = renderWizard(infoproductFixture());
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    goToStep(/Produto/);
    type(/^Título/, 'Outro título');
    fireEvent.click(button('Fechar o assistente'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Descartar as alterações?' });
    fireEvent.click(await within(confirm).findByText('Continuar editando'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('Outro título');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Fechar o assistente' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByText('Descartar'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('E-book 1');
  });

  it('closes at once without changes', async () => {
    mockApi({});
    const { onClose } = renderWizard(infoproductFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar o assistente' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts a 409 subdomainAlreadyInUSe on the address step', async () => {
    mockApi({
      'POST /api/v1/infoproduts': () =>
        Response.json({ messages: ['subdomainAlreadyInUSe'] }, { status: 409 }),
    });
    renderWizard(infoproductFixture());
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Endereço online' })).toBeTruthy();
    expect(await screen.findByText('Este endereço já está em uso. Escolha outro.')).toBeTruthy();
    expect(button('Salvar').disabled).toBe(true);
    // The address the server refused stays refused until another one is typed.
    type(/^Endereço da página/, 'receitas');
    type(/^Endereço da página/, 'receitas-doces');
    await waitFor(() => expect(button('Salvar').disabled).toBe(true));
  });

  it('renders the draft in the preview with the public page markup, inert', async () => {
    mockApi({});
    renderWizard(infoproductFixture());
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    const host = screen.getByTestId('page-preview-host');
    expect(host.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(host.shadowRoot?.querySelector('.ip-title')?.textContent).toBe('E-book 1'));
    goToStep(/Produto/);
    type(/^Título/, 'Doces que vendem');
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector('.ip-title')?.textContent).toBe('Doces que vendem'),
    );
    expect(host.shadowRoot?.querySelector('#form-section form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tablet', hidden: true }));
    expect(host.style.width).toBe('600px');
  });

  it('opens the plans dialog on a 403 plan.required', async () => {
    usePlansDialog.setState({ isOpen: false, planHint: null });
    mockApi({
      'POST /api/v1/infoproduts': () => Response.json({ messages: ['plan.required'] }, { status: 403 }),
    });
    renderWizard(infoproductFixture());
    await screen.findByRole('heading', { level: 2, name: 'Tipo de site' });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(usePlansDialog.getState().isOpen).toBe(true));
    expect(usePlansDialog.getState().planHint).toBe('URL_SHORTNER_PRO');
  });
});
