import { en } from './en';
import { ptBR, type SharedMessageKey } from './pt-BR';
import { createTranslator } from './translator';

export { en } from './en';
export { ptBR, type SharedMessageKey } from './pt-BR';
export * from './translator';

export const sharedCatalogs = { 'pt-BR': ptBR, en };

/** Translator for the shared catalog (server message keys, shared actions and notices). */
export const t = createTranslator<SharedMessageKey>(sharedCatalogs);
