import { createTranslator } from '../i18n/translator';

const ptBR = {
  urlLabel: 'Endereço para encurtar',
  urlPlaceholder: 'Cole aqui um link longo, ex.: minhaloja.com.br/promocao',
  shorten: 'Encurtar',
  shortening: 'Encurtando…',
  resultLabel: 'Seu link curto',
  copy: 'Copiar',
  open: 'Abrir link',
  chart: 'Ver métricas',
  chartNeedsAccount: 'Entre com sua conta para ver métricas dos seus links',
  qr: 'QR code',
  clear: 'Limpar',
  copiedChip: 'Copiado!',
  shortenError: 'Não foi possível encurtar agora. Tente novamente.',
  phoneDetected: 'Isso parece um número de telefone. Quer criar um link para conversar no WhatsApp?',
  openComposer: 'Criar link do WhatsApp',
  waTitle: 'Link para conversa no WhatsApp',
  waCountryCode: 'Código do país',
  waPhone: 'Telefone com DDD',
  waMessage: 'Mensagem (opcional)',
  waFormattingHint: 'Formatação: *negrito* _itálico_ ~tachado~ `código`',
  waPreview: 'Prévia',
  waOpen: 'Abrir no WhatsApp',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  urlLabel: 'Address to shorten',
  urlPlaceholder: 'Paste a long link, e.g. mystore.com/sale',
  shorten: 'Shorten',
  shortening: 'Shortening…',
  resultLabel: 'Your short link',
  copy: 'Copy',
  open: 'Open link',
  chart: 'See metrics',
  chartNeedsAccount: 'Sign in to see metrics of your links',
  clear: 'Clear',
  copiedChip: 'Copied!',
  shortenError: 'Could not shorten now. Try again.',
  phoneDetected: 'This looks like a phone number. Create a WhatsApp chat link?',
  openComposer: 'Create WhatsApp link',
  waTitle: 'WhatsApp chat link',
  waCountryCode: 'Country code',
  waPhone: 'Phone with area code',
  waMessage: 'Message (optional)',
  waFormattingHint: 'Formatting: *bold* _italic_ ~strike~ `code`',
  waPreview: 'Preview',
  waOpen: 'Open in WhatsApp',
};

/** Copy of the shortener box and the WhatsApp composer (the home page and the links screen show them). */
export const shortenerText = createTranslator<Key>({ 'pt-BR': ptBR, en });
