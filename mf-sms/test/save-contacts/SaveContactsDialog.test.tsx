import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createQueryClient, UiProvider } from '@atalho/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveContactsDialog } from '../../src/components/save-contacts/SaveContactsDialog';

const SAVE = '/api/v1/contacts/all';
/** Reading a file and drawing a lot of 100 rows takes a few seconds on a busy test machine. */
const slow = { timeout: 60_000 };
const numberAt = (index: number) => `55119${String(index).padStart(8, '0')}`;

type Saved = { created: number; updated: number; duplicates: string[] };

/** Stubs fetch: POST /contacts/all answers through `answer`, which gets the request's contacts. */
function mockSave(answer: (contacts: { number: string }[], call: number) => Saved | Response) {
  const bodies: { number: string; segments?: unknown; tags?: string; properties?: unknown }[][] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    if (request.method !== 'POST' || url.pathname !== SAVE) {
      return Response.json({ messages: ['not.found'] }, { status: 404 });
    }
    const body = (await request.json()) as { number: string }[];
    bodies.push(body);
    const result = answer(body, bodies.length);
    return result instanceof Response ? result : Response.json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

function renderDialog() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const queryClient = createQueryClient({ retry: false });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <UiProvider queryClient={queryClient}>
      <SaveContactsDialog open onClose={onClose} onSaved={onSaved} />
    </UiProvider>,
  );
  return { onClose, onSaved, invalidate };
}

const dialog = () => screen.getByRole('dialog', { name: /Salvar contatos|Contatos salvos/ });
const rows = () => screen.getAllByTestId('contact-row');
const fieldOf = (row: HTMLElement, label: string) => within(row).getByLabelText(label) as HTMLInputElement;

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * axe-core (the engine the e2e specs run in Chromium) over the page, WCAG 2.0 A/AA and 2.1 AA. happy-dom has
 * no layout, so colour contrast and tap-target sizes are left to the e2e specs. It is the repository's copy
 * (hoisted by e2e's @axe-core/playwright), evaluated in the test window.
 */
async function expectAxeClean() {
  const window_ = window as unknown as {
    eval(code: string): void;
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
  };
  if (!window_.axe) {
    const here = dirname(fileURLToPath(import.meta.url));
    window_.eval(readFileSync(join(here, '../../../node_modules/axe-core/axe.min.js'), 'utf8'));
  }
  const results = await window_.axe?.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results?.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
  ).toEqual([]);
}

function importCsv(text: string, name = 'contatos.csv') {
  const input = screen.getByLabelText('Arquivo CSV de contatos') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('SaveContactsDialog', { timeout: 240_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves a typed contact with its segments, tags and a property, then shows the summary', async () => {
    const bodies = mockSave(() => ({ created: 1, updated: 0, duplicates: [] }));
    const { onSaved, invalidate } = renderDialog();
    expect(dialog()).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Salvar contatos' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const [row] = rows();
    fireEvent.change(fieldOf(row as HTMLElement, 'Número'), { target: { value: '+55 11 98765-4321' } });
    fireEvent.change(fieldOf(row as HTMLElement, 'Segmentos'), { target: { value: 'Clientes, VIP' } });
    fireEvent.change(fieldOf(row as HTMLElement, 'Tags'), { target: { value: 'natal' } });
    fireEvent.change(screen.getByLabelText('Nome da nova propriedade'), { target: { value: 'name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(fieldOf(rows()[0] as HTMLElement, 'name'), { target: { value: 'Ana' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar 1 contato' }));
    expect(await screen.findByText('1 contato novo')).toBeTruthy();
    expect(bodies).toEqual([
      [
        {
          number: '+55 11 98765-4321',
          segments: [{ name: 'Clientes' }, { name: 'VIP' }],
          tags: 'natal',
          properties: [{ name: 'name', value: 'Ana' }],
        },
      ],
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sms', 'contacts'] });
    await expectAxeClean();
  });

  it('flags invalid and repeated numbers in pt-BR and removes them on demand', async () => {
    mockSave(() => ({ created: 1, updated: 0, duplicates: [] }));
    renderDialog();
    const type = (index: number, value: string) =>
      fireEvent.change(fieldOf(rows()[index] as HTMLElement, 'Número'), { target: { value } });
    type(0, '5511987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(1, '14155550123');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(2, '(11) 98765');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar contato' }));
    type(3, '55 11 98765 4321');
    expect(within(rows()[1] as HTMLElement).getByText('Só números do Brasil (55…)')).toBeTruthy();
    expect(within(rows()[2] as HTMLElement).getByText('Só números do Brasil (55…)')).toBeTruthy();
    expect(await within(rows()[3] as HTMLElement).findByText('Número repetido')).toBeTruthy();
    type(2, '5511987');
    expect(within(rows()[2] as HTMLElement).getByText('Número inválido')).toBeTruthy();
    await expectAxeClean();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar 1 contato' }));
    expect(await screen.findByText(/3 linhas com erro ou repetidas/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover inválidos' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir repetidos' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fieldOf(rows()[0] as HTMLElement, 'Número').value).toBe('5511987654321');
  });

  it('imports a CSV in lots of 100 with the invalid rows last', async () => {
    mockSave(() => ({ created: 0, updated: 0, duplicates: [] }));
    renderDialog();
    const lines = ['number;segments;tags;name;age', 'abc;;;Zé;1'];
    for (let index = 0; index < 249; index += 1) lines.push(`${numberAt(index)};Clientes;;Nome ${index};30`);
    importCsv(`\ufeff${lines.join('\r\n')}`);
    expect(await screen.findByText('250 contatos lidos de contatos.csv.', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Lote 1 de 3/)).toBeTruthy();
    expect(rows()).toHaveLength(100);
    expect(fieldOf(rows()[0] as HTMLElement, 'Número').value).toBe(numberAt(0));
    expect(fieldOf(rows()[0] as HTMLElement, 'age').value).toBe('30');
    await waitFor(() => expect(screen.getByTestId('rows-summary').textContent).toContain('1 com erro'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Ver primeiro erro' }));
    expect(await screen.findByText(/Lote 3 de 3/, {}, slow)).toBeTruthy();
    expect(rows()).toHaveLength(50);
    const last = rows()[49] as HTMLElement;
    expect(fieldOf(last, 'Número').value).toBe('abc');
    expect(within(last).getByText('Número inválido')).toBeTruthy();
    expect(within(last).getByRole('button', { name: 'Remover o contato 250' })).toBeTruthy();
  });

  it('saves in requests of 1,000 and, after a failure, retries only the rest', async () => {
    let failOnce = true;
    const bodies = mockSave((contacts, call) => {
      if (call === 2 && failOnce) {
        failOnce = false;
        return Response.json({ messages: ['internal.error'] }, { status: 503 });
      }
      return { created: contacts.length - 1, updated: 0, duplicates: [String(contacts[0]?.number)] };
    });
    const { onSaved } = renderDialog();
    const lines = ['number;segments;tags'];
    for (let index = 0; index < 1500; index += 1) lines.push(numberAt(index));
    importCsv(lines.join('\n'));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar 1.500 contatos' }, slow));
    expect(await screen.findByText(/Salvamos 1\.000 de 1\.500 contatos/, {}, slow)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('rows-summary').textContent).toContain('500 linhas'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('1.498 contatos novos', {}, slow)).toBeTruthy();
    expect(screen.getByText('2 já estavam na sua lista e foram ignorados')).toBeTruthy();
    expect(bodies.map((body) => body.length)).toEqual([1000, 500, 500]);
    expect(bodies[2]?.[0]?.number).toBe(numberAt(1000));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('downloads the template as modelo-contatos.csv', async () => {
    mockSave(() => ({ created: 0, updated: 0, duplicates: [] }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:modelo';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar modelo' }));
    expect(names).toEqual(['modelo-contatos.csv']);
    const text = await blobs[0]?.text();
    expect(text?.split(/\r\n/)[0]).toMatch(/^\ufeff?number;segments;tags;name;age$/);
    expect(text?.trim().split(/\r\n/)).toHaveLength(3);
  });
});
