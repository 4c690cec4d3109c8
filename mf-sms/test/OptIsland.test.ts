import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OptPageState, renderOptPage } from '@atalho/sdk/sms-opt-page';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OptIsland from '../src/exposes/OptIsland';

interface Call {
  method: string;
  url: string;
  body: string;
}

/** The API's answers: `GET` the opt-in config, `PATCH` the opt. */
function mockApi(
  submit: { status: number; body?: unknown },
  config: { status: number; body?: unknown } = { status: 200, body: { business: 'PADARIA' } },
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      calls.push({ method: request.method, url: request.url, body: await request.text() });
      const answer = request.method === 'GET' ? config : submit;
      return Response.json(answer.body ?? {}, { status: answer.status });
    }),
  );
  return calls;
}

const LABEL = 'Últimos 4 dígitos do seu celular';
const CODE = 'AbC123';

/** The page as the server sends it (`/i/{code}`), with the island mounted on it. */
function serverPage(direction: 'in' | 'out', business = 'PADARIA') {
  const state: OptPageState = { kind: 'form', direction, code: CODE, business };
  const root = document.createElement('div');
  root.innerHTML = renderOptPage(state);
  document.body.replaceChildren(root);
  const stop = OptIsland.mount(root, {
    code: CODE,
    search: new URLSearchParams(),
    initialData: { island: { remote: 'mf_sms', exposed: 'OptIsland', hydrate: true }, opt: state },
  });
  return { root, stop };
}

const digits = () => screen.getByLabelText(LABEL) as HTMLInputElement;
const type = (value: string) => fireEvent.input(digits(), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('OptIsland on the server-rendered opt-in page', () => {
  it('focuses the digits, submits on the 4th one by the API and shows the confirmation in place', async () => {
    const calls = mockApi({ status: 200, body: { business: 'PADARIA PÃO QUENTE', status: 'OPT_IN' } });
    serverPage('in', 'PADARIA PÃO QUENTE');
    expect(document.activeElement).toBe(digits());
    type('12a');
    expect(digits().value).toBe('12');
    expect(calls).toHaveLength(0);
    type('1234');
    expect(await screen.findByText('Inscrição confirmada!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Pronto! Você vai receber as mensagens de PADARIA PÃO QUENTE.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PATCH' });
    expect(calls[0]?.url).toContain('/api/v1/contacts/opt-in');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ smsOptInCode: CODE, last4NumberDigits: '1234' });
  });

  it('shows the form again, empty and saying why, when the digits are wrong', async () => {
    mockApi({ status: 400, body: { messages: ['contact:already:opt:in:or:number:invalid'] } });
    serverPage('in');
    type('9999');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Os dígitos não conferem/));
    expect(digits().readOnly).toBe(false);
    expect(digits().value).toBe('');
    expect(digits().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(digits());
    expect(screen.queryByText(/Pronto!/)).toBeNull();
  });

  it('says so after too many tries, and when the API cannot be reached', async () => {
    mockApi({ status: 429, body: { messages: ['too.many.requests'] } });
    serverPage('in');
    type('9999');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Muitas tentativas/));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    type('9999');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Verifique sua conexão/));
  });

  it('opts out and confirms with the business name', async () => {
    const calls = mockApi({ status: 200, body: { business: 'PADARIA', status: 'OPT_OUT' } });
    serverPage('out');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deixar de receber SMS de PADARIA?');
    type('4321');
    expect(await screen.findByText('Cadastro removido com sucesso.')).toBeTruthy();
    expect(screen.getByText('Você não vai mais receber mensagens de PADARIA.')).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/v1/contacts/opt-out');
  });

  it('leaves an invalid-link page as the server drew it', () => {
    const calls = mockApi({ status: 200 });
    const root = document.createElement('div');
    root.innerHTML = renderOptPage({ kind: 'invalid' });
    OptIsland.mount(root, {
      code: 'x',
      search: new URLSearchParams(),
      initialData: { opt: { kind: 'invalid' } },
    });
    expect(root.querySelector('h1')?.textContent).toBe('Link inválido ou expirado');
    expect(calls).toHaveLength(0);
  });
});

describe('OptIsland without the server markup', () => {
  it('asks the API for the business and draws the same page', async () => {
    const calls = mockApi({ status: 200 }, { status: 200, body: { business: 'PADARIA' } });
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    OptIsland.mount(root, { code: CODE, search: new URLSearchParams() });
    expect(await screen.findByText('Confirme que quer receber SMS de PADARIA')).toBeTruthy();
    expect(calls[0]?.url).toContain(`/api/v1/sms-configs/opt-in/${CODE}`);
  });
});

describe('visitor sources', () => {
  it('import neither React, Chakra, the @atalho/ui root nor react-router', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = ['exposes/OptIsland.tsx'].concat(
      readdirSync(join(dir, 'visitor')).map((f) => `visitor/${f}`),
    );
    for (const file of files) {
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(
        /from '(react|@chakra-ui\/react|@atalho\/ui|react-router)'/,
      );
    }
  });
});
