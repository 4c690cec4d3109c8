import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OptInPage from '../src/exposes/OptInPage';
import OptOutPage from '../src/exposes/OptOutPage';

interface Call {
  method: string;
  url: string;
  body: string;
}

function mockApi(config: { status: number; body?: unknown }, submit = 200) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      calls.push({ method: request.method, url: request.url, body: await request.text() });
      if (request.method === 'GET') return Response.json(config.body ?? {}, { status: config.status });
      return Response.json({}, { status: submit });
    }),
  );
  return calls;
}

const props = { code: 'AbC12', search: new URLSearchParams() };
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OptInPage', () => {
  it('loads the business, submits on the 4th digit and shows the success alert', async () => {
    const calls = mockApi({ status: 200, body: { business: 'Padaria Pão Quente' } });
    render(<OptInPage {...props} />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Confirme que quer receber mensagens de Padaria Pão Quente');
    expect(calls[0]?.url).toContain('/api/v1/sms-configs/opt-in/AbC12');

    const input = screen.getByLabelText('Últimos 4 dígitos do seu celular');
    fireEvent.change(input, { target: { value: '12a3' } });
    expect(calls).toHaveLength(1);
    fireEvent.change(input, { target: { value: '1234' } });
    expect(
      await screen.findByText('Pronto! Você vai receber as mensagens de Padaria Pão Quente.'),
    ).toBeTruthy();
    expect(calls[1]).toMatchObject({ method: 'PATCH' });
    expect(calls[1]?.url).toContain('/api/v1/contacts/opt-in');
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ smsOptInCode: 'AbC12', last4NumberDigits: '1234' });
  });

  it('goes to / when the code has no configuration', async () => {
    mockApi({ status: 404, body: { messages: ['not.found'] } });
    render(<OptInPage {...props} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('keeps the form when the submission fails', async () => {
    mockApi({ status: 200, body: { business: 'Padaria' } }, 400);
    render(<OptInPage {...props} />);
    fireEvent.change(await screen.findByLabelText('Últimos 4 dígitos do seu celular'), {
      target: { value: '9999' },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Últimos 4 dígitos do seu celular') as HTMLInputElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.queryByText(/Pronto!/)).toBeNull();
  });
});

describe('OptOutPage', () => {
  it('asks to opt out of the business and confirms with its name', async () => {
    const calls = mockApi({ status: 200, body: { business: 'Padaria' } });
    render(<OptOutPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Deixar de receber mensagens de Padaria?',
    );
    fireEvent.change(screen.getByLabelText('Últimos 4 dígitos do seu celular'), {
      target: { value: '4321' },
    });
    expect(await screen.findByText('Cadastro removido com sucesso.')).toBeTruthy();
    expect(screen.getByText('Você não vai mais receber mensagens de Padaria.')).toBeTruthy();
    expect(calls[1]?.url).toContain('/api/v1/contacts/opt-out');
  });
});

describe('visitor sources', () => {
  it('import neither Chakra, the @atalho/ui root nor react-router', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = ['exposes/OptInPage.tsx', 'exposes/OptOutPage.tsx', 'i18n.ts'].concat(
      readdirSync(join(dir, 'visitor')).map((file) => `visitor/${file}`),
    );
    for (const file of files) {
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(
        /from '(@chakra-ui\/react|@atalho\/ui|react-router)'/,
      );
    }
  });
});
