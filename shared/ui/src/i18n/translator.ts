export type Locale = 'pt-BR' | 'en';
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const LOCALE_STORAGE_KEY = 'locale';

export type Vars = Record<string, string | number>;

/** A catalog set: Portuguese is complete; English may be partial and is the fallback language. */
export interface Catalogs<K extends string> {
  'pt-BR': Record<K, string>;
  en?: Partial<Record<K, string>>;
}

export interface Translator<K extends string> {
  (key: K, vars?: Vars): string;
  /** Translates a key that may not be in the catalog (e.g. from the server); unknown keys come back as given. */
  maybe(key: string, vars?: Vars): string;
  has(key: string): key is K;
}

function normalize(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('en')) return 'en';
  return null;
}

/**
 * The active locale: localStorage `locale` when the person chose one, else pt-BR. The browser
 * language is not followed: Atalho is a Brazilian product and many Brazilians browse with an
 * English-language browser; English is the fallback catalog and an explicit choice.
 */
export function currentLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return normalize(stored) ?? DEFAULT_LOCALE;
}

export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

export function createTranslator<K extends string>(catalogs: Catalogs<K>): Translator<K> {
  const lookup = (key: string): string | undefined => {
    const order: Locale[] = currentLocale() === 'en' ? ['en', 'pt-BR'] : ['pt-BR', 'en'];
    for (const locale of order) {
      const catalog: Partial<Record<string, string>> | undefined = catalogs[locale];
      const text = catalog?.[key];
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const has = (key: string): key is K => lookup(key) !== undefined;
  const translate = (key: K, vars?: Vars) => interpolate(lookup(key) ?? key, vars);
  const maybe = (key: string, vars?: Vars) => interpolate(lookup(key) ?? key, vars);
  return Object.assign(translate, { maybe, has });
}
