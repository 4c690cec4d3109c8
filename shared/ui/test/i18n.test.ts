import { messageKeys } from '@atalho/sdk/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, currentLocale, t } from '../src/i18n';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const browserLanguage = (language: string) =>
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

describe('shared catalog', () => {
  it('translates server message keys in Portuguese by default', () => {
    expect(t('invalidUrl')).toBe('URL inválida');
    expect(t('insufient.credits')).toBe('Créditos insuficientes');
    expect(t('contact:already:opt:in:or:number:invalid')).toBe('Contato já confirmado ou número inválido');
  });

  it('has a Portuguese text for every key the API answers', () => {
    for (const key of Object.values(messageKeys)) expect(t.has(key), key).toBe(true);
  });

  it('uses the locale stored in localStorage', () => {
    localStorage.setItem('locale', 'en');
    expect(t('invalidUrl')).toBe('Invalid URL');
  });

  it('interpolates variables', () => {
    expect(t('plan.lockedTitle', { plan: 'Profissional' })).toBe(
      'Recurso disponível apenas no plano Profissional',
    );
  });

  it('returns unknown server keys unchanged through maybe()', () => {
    expect(t.maybe('some.new.key')).toBe('some.new.key');
    expect(t.maybe('required')).toBe('Campo obrigatório');
    expect(t.has('required')).toBe(true);
    expect(t.has('nope')).toBe(false);
  });
});

describe('locale detection', () => {
  it('defaults to pt-BR for other browser languages', () => {
    browserLanguage('fr-FR');
    expect(currentLocale()).toBe('pt-BR');
  });

  it('stays in pt-BR for an English browser unless English was chosen', () => {
    browserLanguage('en-US');
    expect(currentLocale()).toBe('pt-BR');
    localStorage.setItem('locale', 'en');
    expect(currentLocale()).toBe('en');
  });
});

describe('createTranslator', () => {
  const tr = createTranslator({
    'pt-BR': { hello: 'Olá, {name}', onlyPt: 'Só português' },
    en: { hello: 'Hello, {name}' },
  });

  it('falls back to Portuguese when English lacks a key', () => {
    localStorage.setItem('locale', 'en');
    expect(tr('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(tr('onlyPt')).toBe('Só português');
  });

  it('falls back to English when the Portuguese text is missing', () => {
    const partial = createTranslator<'a'>({ 'pt-BR': {} as Record<'a', string>, en: { a: 'English A' } });
    expect(partial('a')).toBe('English A');
  });
});
