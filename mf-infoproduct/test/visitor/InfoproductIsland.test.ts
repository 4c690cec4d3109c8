import { renderInfoproductPage } from '@atalho/sdk/infoproduct-page';
import { type InfoproductView, infoproductStyleDefaults } from '@atalho/sdk/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InfoproductIsland from '../../src/exposes/InfoproductIsland';

const view: InfoproductView = {
  id: 7,
  type: 'E_BOOK',
  action: 'DOWNLOAD',
  title: 'Guia do pão caseiro',
  subtitle: 'Do fermento ao forno',
  shortDescription: 'Receitas testadas',
  itensTitle: 'O que você vai aprender',
  itens: ['Fermentação natural'],
  description: 'Um guia prático.',
  brandImage: null,
  productImage: null,
  style: { ...infoproductStyleDefaults },
  formFields: [
    { id: 11, name: 'Idade', type: 'TEXT_FIELD', inputType: 'NUMERIC', required: true, options: [] },
    {
      id: 13,
      name: 'Nível',
      type: 'SELECT_FIELD',
      inputType: 'ALPHANUMERIC',
      required: true,
      options: [
        { id: 1, value: 'Iniciante' },
        { id: 2, value: 'Avançado' },
      ],
    },
  ],
  footer: null,
  consentText: 'Ao enviar, você concorda.',
};
const link = {
  id: 10,
  code: 'pao',
  url: 'https://atalho.test/pao',
  type: 'INFOPRODUCT',
  openGraph: null,
  biography: null,
  infoproduct: view,
  user: { features: [], config: null },
};
const initialData = { link, visitToken: 'lead-token' };
const expiresAt = '2026-12-04T17:30:00.000Z';

/** The API as the page reaches it: the visit's click, and the lead POST answered by `leadAnswer`. */
const requests: { path: string; body: unknown }[] = [];
let leadAnswer: () => Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  const text = await request.text();
  requests.push({ path, body: text ? JSON.parse(text) : null });
  if (path === '/api/v1/clicks') return json({ counted: true });
  if (path === '/api/v1/infoproducts-forms-answers') return leadAnswer();
  return json({ messages: ['notFound'] }, 404);
}

function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderInfoproductPage(view, { formAction: '/api/v1/infoproducts-forms-answers' }).html;
  document.body.append(root);
  return root;
}

const stops: (() => void)[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function mounted(search = '') {
  const root = serverPage();
  stops.push(
    InfoproductIsland.mount(root, { code: 'pao', search: new URLSearchParams(search), initialData }),
  );
  await settle();
  const form = root.querySelector('form') as HTMLFormElement;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const fill = (name: string, value: string) => {
    const control = input(name);
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const errorOf = (name: string) => {
    const describedBy = input(name).getAttribute('aria-describedby');
    return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
  };
  const submit = () => form.requestSubmit();
  return { root, form, input, fill, errorOf, submit };
}

const leadPosts = () => requests.filter((r) => r.path === '/api/v1/infoproducts-forms-answers');

beforeEach(() => {
  requests.length = 0;
  leadAnswer = async () =>
    json(
      {
        id: 1,
        email: 'ana@example.com',
        delivery: { action: 'DOWNLOAD', href: '/d/abc?sig=1', expiresAt },
        updated: false,
      },
      201,
    );
  vi.stubGlobal('fetch', vi.fn(api));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the lead page island', () => {
  it("keeps the server's page, counts the visit with its token and takes the form's checks over", async () => {
    const { root, form } = await mounted('s=q');
    expect(root.querySelector('h1')?.textContent).toBe('Guia do pão caseiro');
    expect(form.noValidate).toBe(true);
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/api/v1/clicks')).toBe(true));
    expect(requests.find((r) => r.path === '/api/v1/clicks')?.body).toMatchObject({
      onlineAddress: { id: 10 },
      clickProperties: expect.arrayContaining([{ name: 'share-on', value: 'q', type: 'STANDARD' }]),
    });
  });

  it('shows the server rules as messages on submit and focuses the first field to fix, posting nothing', async () => {
    const { input, errorOf, submit } = await mounted();
    submit();
    await vi.waitFor(() => expect(errorOf('email')).toBe('Informe seu e-mail.'));
    expect(errorOf('field.11')).toBe('Preencha este campo.');
    expect(errorOf('field.13')).toBe('Escolha uma opção.');
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('email'));
    expect(leadPosts()).toHaveLength(0);
  });

  it('checks a field when the visitor leaves it, and clears the message once it is right', async () => {
    const { input, fill, errorOf } = await mounted();
    const leave = (name: string) => input(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    // The rules load when the visitor first enters the form.
    input('email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    fill('email', 'ana@');
    await vi.waitFor(() => {
      leave('email');
      expect(errorOf('email')).toBe('Confira o e-mail: ele deve ser como nome@exemplo.com.');
    });
    fill('email', 'ana@example.com');
    expect(errorOf('email')).toBeNull();
    expect(input('email').hasAttribute('aria-invalid')).toBe(false);
    fill('field.11', '3O');
    leave('field.11');
    expect(errorOf('field.11')).toBe('Use apenas números.');
  });

  it('posts the lead without reloading, shows the busy button, then the confirmation with focus on it', async () => {
    let answer: (response: Response) => void = () => {};
    leadAnswer = () => new Promise((resolve) => (answer = resolve));
    const { root, fill, submit } = await mounted();
    fill('email', ' ana@example.com ');
    fill('field.11', '34');
    fill('field.13', 'Avançado');
    submit();
    await vi.waitFor(() => expect(leadPosts()).toHaveLength(1));
    const button = root.querySelector('[data-ip-submit]');
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(button?.textContent).toBe('Enviando…');
    submit();
    expect(leadPosts()).toHaveLength(1);
    expect(leadPosts()[0]?.body).toEqual({
      email: 'ana@example.com',
      infoproduct: { id: 7 },
      answers: [
        { field: { id: 11 }, value: '34' },
        { field: { id: 13 }, value: 'Avançado' },
      ],
    });
    answer(
      json(
        {
          id: 1,
          email: 'ana@example.com',
          delivery: { action: 'DOWNLOAD', href: '/d/abc?sig=1', expiresAt },
          updated: false,
        },
        201,
      ),
    );
    await vi.waitFor(() => expect(root.querySelector('form')).toBeNull());
    const heading = root.querySelector('#form-section h2');
    expect(heading?.textContent).toBe('Pronto! Enviamos para ana@example.com');
    expect(document.activeElement).toBe(heading);
    expect(root.querySelector('#form-section')?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const download = root.querySelector('a.ip-deliver');
    expect(download?.getAttribute('href')).toBe('/d/abc?sig=1');
    expect(download?.hasAttribute('download')).toBe(true);
    // The same markup as the server's confirmation after a form POST.
    const server = document.createElement('div');
    server.innerHTML = renderInfoproductPage(view, {
      formAction: '/x',
      state: {
        kind: 'sent',
        email: 'ana@example.com',
        delivery: { action: 'DOWNLOAD', href: '/d/abc?sig=1', expiresAt },
      },
    }).html;
    expect(root.querySelector('[data-ip-card]')?.innerHTML).toBe(
      server.querySelector('[data-ip-card]')?.innerHTML,
    );
  });

  it("shows the API's field errors on a 400 and gives the button back", async () => {
    leadAnswer = async () => json({ messages: ['field.13.invalid'] }, 400);
    const { root, fill, submit, errorOf, input } = await mounted();
    fill('email', 'ana@example.com');
    fill('field.11', '34');
    fill('field.13', 'Iniciante');
    submit();
    await vi.waitFor(() => expect(errorOf('field.13')).toBe('Escolha uma das opções da lista.'));
    expect(document.activeElement).toBe(input('field.13'));
    const button = root.querySelector('[data-ip-submit]');
    expect(button?.getAttribute('aria-busy')).toBe('false');
    expect(button?.textContent).toBe('Receber agora');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('says what went wrong when the API refuses without a field', async () => {
    leadAnswer = async () => json({ messages: ['invalid'] }, 400);
    const { root, fill, submit } = await mounted();
    fill('email', 'ana@example.com');
    fill('field.11', '34');
    fill('field.13', 'Iniciante');
    submit();
    await vi.waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toContain('Confira os campos'),
    );
  });

  it.each([
    ['too many submissions', async () => json({ messages: ['tooManyRequests'] }, 429), 'Aguarde um minuto'],
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch')), 'Verifique sua conexão'],
  ])('asks to try again after %s, keeping what was typed', async (_case, answer, text) => {
    leadAnswer = answer;
    const { root, fill, submit, input } = await mounted();
    fill('email', 'ana@example.com');
    fill('field.11', '34');
    fill('field.13', 'Iniciante');
    submit();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain(text));
    expect(input('email').value).toBe('ana@example.com');
    expect(root.querySelector('[data-ip-submit]')?.getAttribute('aria-busy')).toBe('false');
  });

  it('draws the page itself when it was reached without the server markup', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    stops.push(InfoproductIsland.mount(root, { code: 'pao', search: new URLSearchParams(), initialData }));
    await vi.waitFor(() =>
      expect(root.querySelector('.ip-page h1')?.textContent).toBe('Guia do pão caseiro'),
    );
    expect(root.querySelector('style')?.textContent).toContain('.ip-page');
    expect((root.querySelector('form') as HTMLFormElement).noValidate).toBe(true);
  });
});
