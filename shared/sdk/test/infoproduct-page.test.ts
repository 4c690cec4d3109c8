import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkLead,
  contrast,
  LEAD_EMAIL_PATTERN,
  renderInfoproductPage,
  renderLeadConfirmation,
} from '../src/infoproduct-page';
import {
  type InfoproductView,
  infoproductStyleDefaults,
  leadConsentText,
  leadEmail,
} from '../src/schemas/infoproducts';

const EVIL = `<script>alert("x")</script>'"&`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&quot;&amp;';

function view(more: Partial<InfoproductView> = {}): InfoproductView {
  return {
    id: 7,
    type: 'E_BOOK',
    action: 'DOWNLOAD',
    title: 'Guia do pão caseiro',
    subtitle: 'Do fermento ao forno',
    shortDescription: 'Receitas testadas\npara o dia a dia',
    itensTitle: 'O que você vai aprender',
    itens: ['Fermentação natural', 'Sovar sem batedeira', '  '],
    description: 'Um guia prático.\nCom fotos passo a passo.',
    brandImage: 'https://cdn.example/brand.png',
    productImage: 'https://cdn.example/cover.jpg',
    style: { ...infoproductStyleDefaults },
    formFields: [
      { id: 11, name: 'Idade', type: 'TEXT_FIELD', inputType: 'NUMERIC', required: true, options: [] },
      { id: 12, name: 'Cidade', type: 'TEXT_FIELD', inputType: 'ALPHANUMERIC', required: false, options: [] },
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
    footer: {
      brandImage: 'https://cdn.example/foot.png',
      text: 'Padaria da Ana\nDesde 2010',
      links: [
        { name: 'Instagram', href: 'https://instagram.com/ana' },
        { name: 'Mal', href: 'javascript:alert(1)' },
      ],
    },
    consentText: leadConsentText('Guia do pão caseiro'),
    ...more,
  };
}

const FORM = { formAction: '/api/v1/infoproducts-forms-answers' };

/** Parsed inert (a template's content): no image is fetched, no script could run. */
function dom(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('no root');
  return root;
}
const page = (v2: InfoproductView = view(), options: Parameters<typeof renderInfoproductPage>[1] = FORM) =>
  dom(renderInfoproductPage(v2, options).html);

describe('renderInfoproductPage: sections', () => {
  it('draws the five sections with their anchors, in order', () => {
    const root = page();
    expect([...root.querySelectorAll('[id$="-section"]')].map((el) => el.id)).toEqual([
      'header-section',
      'itens-section',
      'more-section',
      'form-section',
      'footer-section',
    ]);
    expect(root.querySelector('h1')?.textContent).toBe('Guia do pão caseiro');
    expect(root.querySelector('.ip-subtitle')?.textContent).toBe('Do fermento ao forno');
    expect(root.querySelector('.ip-short')?.textContent).toBe('Receitas testadas\npara o dia a dia');
    expect(root.querySelector('.ip-action')?.getAttribute('href')).toBe('#form-section');
    expect(root.querySelector('.ip-brand')?.getAttribute('src')).toBe('https://cdn.example/brand.png');
    expect(root.querySelector('.ip-product')?.getAttribute('alt')).toContain('Guia do pão caseiro');
    expect(root.querySelector('#itens-section h2')?.textContent).toBe('O que você vai aprender');
    expect([...root.querySelectorAll('.ip-item')].map((li) => li.textContent)).toEqual([
      'Fermentação natural',
      'Sovar sem batedeira',
    ]);
    expect(root.querySelector('#more-section .ip-description')?.textContent).toBe(
      'Um guia prático.\nCom fotos passo a passo.',
    );
  });

  it('leaves out what the owner left empty: brand, product image, topics, description, footer', () => {
    const root = page(
      view({
        brandImage: null,
        productImage: null,
        itens: [],
        itensTitle: '',
        description: ' ',
        footer: null,
      }),
    );
    expect(
      root.querySelector('.ip-brand, .ip-product, #itens-section, #more-section, #footer-section'),
    ).toBeNull();
    expect(root.querySelector('.ip-hero-text-only')).not.toBeNull();
    expect(root.querySelector('#form-section form')).not.toBeNull();
  });

  it('carries the style colours as custom properties, defaults for broken ones', () => {
    const html = renderInfoproductPage(
      view({ style: { ...infoproductStyleDefaults, headerColor: '#112233CC', formColor: 'red;}body{x' } }),
      FORM,
    ).html;
    const style = dom(html).getAttribute('style') ?? '';
    expect(style).toContain('--ip-header:#112233CC');
    expect(style).toContain(`--ip-form:${infoproductStyleDefaults.formColor}`);
    expect(style).not.toContain('red');
  });

  it('keeps the owner colours but never an invisible text', () => {
    const style = (colors: Partial<InfoproductView['style']>) =>
      page(view({ style: { ...infoproductStyleDefaults, ...colors } })).getAttribute('style') ?? '';
    expect(style({ titleColor: '#FFEB3BFF' })).toContain('--ip-title:#FFEB3BFF');
    // The same colour as the header: the readable ink takes its place.
    expect(style({ headerColor: '#FFEB3BFF', titleColor: '#FFEB3BFF' })).toContain('--ip-title:#1a1e23');
    // White on a pale form colour is unreadable: the submit text turns dark.
    expect(style({ formColor: '#FFF59DFF' })).toContain('--ip-form-text:#1a1e23');
    expect(style({})).toContain('--ip-form-text:#ffffff');
    expect(contrast('#ffffff', '#1565C0FF')).toBeGreaterThan(4.5);
  });
});

describe('renderInfoproductPage: the form', () => {
  it('is a real form that posts the e-mail, the item and one input per field', () => {
    const form = page().querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/v1/infoproducts-forms-answers');
    expect(form?.querySelector<HTMLInputElement>('input[name="infoproduct.id"]')?.value).toBe('7');
    const email = form?.querySelector('input[name="email"]');
    expect(email?.getAttribute('type')).toBe('email');
    expect(email?.hasAttribute('required')).toBe(true);
    expect(email?.getAttribute('autocomplete')).toBe('email');
    expect(email?.getAttribute('inputmode')).toBe('email');
    expect(form?.querySelector(`label[for="${email?.id}"]`)?.textContent).toContain('e-mail');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Receber agora');
    expect(form?.querySelector('.ip-consent')?.textContent).toBe(leadConsentText('Guia do pão caseiro'));
  });

  it('draws each field by its type: numeric text, optional text, a select with a placeholder', () => {
    const form = page().querySelector('form');
    const age = form?.querySelector('input[name="field.11"]');
    expect(age?.getAttribute('inputmode')).toBe('numeric');
    expect(age?.getAttribute('pattern')).toBe('[0-9]*');
    expect(age?.hasAttribute('required')).toBe(true);
    expect(form?.querySelector(`label[for="${age?.id}"]`)?.textContent).toBe('Idade');
    const city = form?.querySelector('input[name="field.12"]');
    expect(city?.hasAttribute('required')).toBe(false);
    expect(city?.hasAttribute('inputmode')).toBe(false);
    expect(form?.querySelector(`label[for="${city?.id}"]`)?.textContent).toBe('Cidade (opcional)');
    const level = form?.querySelector('select[name="field.13"]');
    expect(level?.hasAttribute('required')).toBe(true);
    expect(
      [...(level?.querySelectorAll('option') ?? [])].map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Selecione uma opção'],
      ['Iniciante', 'Iniciante'],
      ['Avançado', 'Avançado'],
    ]);
  });

  it('refills the values and ties each error to its field after a refused POST', () => {
    const form = page(view(), {
      ...FORM,
      state: {
        kind: 'form',
        values: { email: 'ana@', 'field.11': '12a', 'field.12': 'Recife', 'field.13': 'Avançado' },
        errors: { email: 'invalid', 'field.11': 'invalid' },
      },
    }).querySelector('form');
    const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
    expect(email?.value).toBe('ana@');
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    const emailError = form?.querySelector(`#${email?.getAttribute('aria-describedby')}`);
    expect(emailError?.textContent).toBe('Confira o e-mail: ele deve ser como nome@exemplo.com.');
    expect(emailError?.hasAttribute('hidden')).toBe(false);
    const age = form?.querySelector<HTMLInputElement>('input[name="field.11"]');
    expect(age?.value).toBe('12a');
    expect(form?.querySelector(`#${age?.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Use apenas números.',
    );
    const city = form?.querySelector<HTMLInputElement>('input[name="field.12"]');
    expect(city?.value).toBe('Recife');
    expect(city?.hasAttribute('aria-invalid')).toBe(false);
    const chosen = form?.querySelectorAll('select[name="field.13"] option[selected]');
    expect([...(chosen ?? [])].map((option) => option.getAttribute('value'))).toEqual(['Avançado']);
  });
});

describe('renderInfoproductPage: the confirmation', () => {
  const expiresAt = '2026-12-04T17:30:00.000Z';

  it('replaces the form with a download button and its expiry', () => {
    const section = page(view(), {
      ...FORM,
      state: {
        kind: 'sent',
        email: 'ana@example.com',
        delivery: { action: 'DOWNLOAD', href: '/d/abc?sig=1', expiresAt },
      },
    }).querySelector('#form-section');
    expect(section?.querySelector('form')).toBeNull();
    expect(section?.querySelector('h2')?.textContent).toBe('Pronto! Enviamos para ana@example.com');
    expect(section?.getAttribute('aria-labelledby')).toBe(section?.querySelector('h2')?.id);
    const link = section?.querySelector('a.ip-deliver');
    expect(link?.textContent).toBe('Baixar o e-book');
    expect(link?.getAttribute('href')).toBe('/d/abc?sig=1');
    expect(link?.hasAttribute('download')).toBe(true);
    expect(link?.hasAttribute('target')).toBe(false);
    expect(section?.querySelector('.ip-expiry')?.textContent).toBe(
      'O link vale até 04/12/2026 às 14:30 (horário de Brasília).',
    );
    expect(section?.querySelector('.ip-note')?.textContent).toContain('e-mail');
  });

  it('opens an ACCESS link in a new tab, and says so', () => {
    const html = renderLeadConfirmation(view({ action: 'ACCESS' }), {
      kind: 'sent',
      email: 'ana@example.com',
      delivery: { action: 'ACCESS', href: 'https://atalho.test/d/abc', expiresAt },
    });
    const link = dom(`<div>${html}</div>`).querySelector('a.ip-deliver');
    expect(link?.textContent).toBe('Acessar agora (abre em nova aba)');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.hasAttribute('download')).toBe(false);
  });

  it('still confirms without a delivery link, and never links to another scheme or host', () => {
    const sent = (href: string) =>
      dom(
        `<div>${renderLeadConfirmation(view(), { kind: 'sent', email: 'a@b.co', delivery: { action: 'DOWNLOAD', href, expiresAt } })}</div>`,
      );
    for (const href of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,x']) {
      expect(sent(href).querySelector('a')).toBeNull();
    }
    const none = dom(
      `<div>${renderLeadConfirmation(view(), { kind: 'sent', email: 'a@b.co', delivery: null })}</div>`,
    );
    expect(none.querySelector('a')).toBeNull();
    expect(none.querySelector('h2')?.textContent).toContain('a@b.co');
  });
});

describe('renderInfoproductPage: footer and escaping', () => {
  it('shows the footer only with its text, brand and http(s) links', () => {
    const footer = page().querySelector('#footer-section');
    expect(footer?.querySelector('.ip-footer-text')?.textContent).toBe('Padaria da Ana\nDesde 2010');
    expect(footer?.querySelector('.ip-footer-brand')?.getAttribute('src')).toBe(
      'https://cdn.example/foot.png',
    );
    const links = [...(footer?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Instagram', 'https://instagram.com/ana', 'noopener'],
    ]);
  });

  it('escapes every text the owner writes and every value a visitor sent', () => {
    const evil = (n: number) => `${EVIL}${n}`;
    const { html } = renderInfoproductPage(
      view({
        title: evil(1),
        subtitle: evil(2),
        shortDescription: evil(3),
        itensTitle: evil(4),
        itens: [evil(5)],
        description: evil(6),
        consentText: evil(7),
        brandImage: `https://cdn.example/a.png" onerror="alert(1)`,
        productImage: 'javascript:alert(1)',
        formFields: [
          {
            id: 1,
            name: evil(8),
            type: 'SELECT_FIELD',
            inputType: 'ALPHANUMERIC',
            required: true,
            options: [{ id: 1, value: evil(9) }],
          },
        ],
        footer: {
          brandImage: null,
          text: evil(10),
          links: [
            { name: evil(11), href: 'https://ok.example/"><script>x</script>' },
            { name: 'x', href: 'JaVaScRiPt:alert(1)' },
            { name: 'y', href: 'java\tscript:alert(1)' },
          ],
        },
      }),
      { formAction: '/post"><script>', state: { kind: 'form', values: { email: evil(12) } } },
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('onerror="');
    for (let n = 1; n <= 12; n += 1) {
      if (n === 11) continue; // the link with a bad href is dropped; its sibling keeps its escaped name
      expect(html).toContain(`${ESCAPED}${n}`);
    }
    const root = dom(html);
    expect(root.querySelectorAll('script')).toHaveLength(0);
    expect(root.querySelector('.ip-product')).toBeNull();
    for (const el of root.querySelectorAll('*')) {
      for (const attribute of el.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    const sent = renderLeadConfirmation(view({ title: evil(13) }), {
      kind: 'sent',
      email: evil(14),
      delivery: null,
    });
    expect(sent).not.toMatch(/<script/i);
    expect(sent).toContain(`${ESCAPED}13`);
    expect(sent).toContain(`${ESCAPED}14`);
  });
});

describe('the answer rules', () => {
  it("checks the e-mail as the lead POST's schema does", () => {
    for (const email of ['ana@example.com', 'a.b+c@d.co', 'x@y.z', 'ana@', '@b.co', 'a b@c.de', 'a@b', '']) {
      expect(LEAD_EMAIL_PATTERN.test(email), email).toBe(v.safeParse(leadEmail, email).success);
    }
  });

  it('requires, keeps NUMERIC to digits and a select to its options', () => {
    expect(
      checkLead(view(), { email: 'ana@example.com', 'field.11': '30', 'field.13': 'Iniciante' }),
    ).toEqual({});
    expect(checkLead(view(), {})).toEqual({
      email: 'required',
      'field.11': 'required',
      'field.13': 'required',
    });
    expect(checkLead(view(), { email: 'ana', 'field.11': '3O', 'field.13': 'Outro' })).toEqual({
      email: 'invalid',
      'field.11': 'invalid',
      'field.13': 'invalid',
    });
  });
});
