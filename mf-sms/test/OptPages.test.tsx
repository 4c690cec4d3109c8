import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { queryClient } from '@atalho/ui/queries';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OptInPage from '../src/exposes/OptInPage';
import OptOutPage from '../src/exposes/OptOutPage';

interface Call {
  method: string;
  url: string;
  body: string;
}

function mockApi(
  config: { status: number; body?: unknown },
  submit: { status: number; body?: unknown } = {
    status: 200,
    body: { business: 'PADARIA', status: 'OPT_IN' },
  },
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      calls.push({ method: request.method, url: request.url, body: await request.text() });
      if (request.method === 'GET') return Response.json(config.body ?? {}, { status: config.status });
      return Response.json(submit.body ?? {}, { status: submit.status });
    }),
  );
  return calls;
}

const props = { code: 'AbC123', search: new URLSearchParams() };
const LABEL = 'Últimos 4 dígitos do seu celular';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OptInPage', () => {
  it('loads the business, submits on the 4th digit and shows the success alert', async () => {
    const calls = mockApi({ status: 200, body: { business: 'PADARIA PÃO QUENTE' } });
    render(<OptInPage {...props} />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Confirme que quer receber SMS de PADARIA PÃO QUENTE');
    expect(calls[0]?.url).toContain('/api/v1/sms-configs/opt-in/AbC123');

    const input = screen.getByLabelText(LABEL);
    fireEvent.change(input, { target: { value: '12a3' } });
    expect(calls).toHaveLength(1);
    fireEvent.change(input, { target: { value: '1234' } });
    expect(await screen.findByText('Inscrição confirmada!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Pronto! Você vai receber as mensagens de PADARIA.',
    );
    expect(calls[1]).toMatchObject({ method: 'PATCH' });
    expect(calls[1]?.url).toContain('/api/v1/contacts/opt-in');
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ smsOptInCode: 'AbC123', last4NumberDigits: '1234' });
  });

  it('says the link is invalid, with a way home, when the code has no configuration', async () => {
    mockApi({ status: 404, body: { messages: ['not.found'] } });
    render(<OptInPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Link inválido ou expirado');
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
  });

  it('does not ask the API for a code of another shape', async () => {
    const calls = mockApi({ status: 200, body: { business: 'PADARIA' } });
    render(<OptInPage {...props} code="x" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Link inválido ou expirado');
    expect(calls).toHaveLength(0);
  });

  it('keeps the form and says why when the digits are wrong', async () => {
    mockApi(
      { status: 200, body: { business: 'PADARIA' } },
      { status: 400, body: { messages: ['contact:already:opt:in:or:number:invalid'] } },
    );
    render(<OptInPage {...props} />);
    fireEvent.change(await screen.findByLabelText(LABEL), { target: { value: '9999' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Os dígitos não conferem/);
    const input = screen.getByLabelText(LABEL) as HTMLInputElement;
    expect(input.disabled).toBe(false);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Pronto!/)).toBeNull();
  });

  it('says so after too many tries', async () => {
    mockApi({ status: 200, body: { business: 'PADARIA' } }, { status: 429, body: { messages: [] } });
    render(<OptInPage {...props} />);
    fireEvent.change(await screen.findByLabelText(LABEL), { target: { value: '9999' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Muitas tentativas/);
  });
});

describe('OptOutPage', () => {
  it('asks to opt out of the business and confirms with its name', async () => {
    const calls = mockApi(
      { status: 200, body: { business: 'PADARIA' } },
      { status: 200, body: { business: 'PADARIA', status: 'OPT_OUT' } },
    );
    render(<OptOutPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Deixar de receber SMS de PADARIA?',
    );
    fireEvent.change(screen.getByLabelText(LABEL), { target: { value: '4321' } });
    expect(await screen.findByText('Cadastro removido com sucesso.')).toBeTruthy();
    expect(screen.getByText('Você não vai mais receber mensagens de PADARIA.')).toBeTruthy();
    expect(calls[1]?.url).toContain('/api/v1/contacts/opt-out');
  });

  it('says why an opt-out is refused', async () => {
    mockApi(
      { status: 200, body: { business: 'PADARIA' } },
      { status: 400, body: { messages: ['contact:already:opt:out:or:number:invalid'] } },
    );
    render(<OptOutPage {...props} />);
    fireEvent.change(await screen.findByLabelText(LABEL), { target: { value: '4321' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/já saiu da lista/);
  });
});

describe('visitor sources', () => {
  it('import neither Chakra, the @atalho/ui root nor react-router', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = ['exposes/OptInPage.tsx', 'exposes/OptOutPage.tsx'].concat(
      readdirSync(join(dir, 'visitor')).map((file) => `visitor/${file}`),
    );
    for (const file of files) {
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(
        /from '(@chakra-ui\/react|@atalho\/ui|react-router)'/,
      );
    }
  });
});
