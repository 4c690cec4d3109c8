import { createTranslator } from '../i18n/translator';

const ptBR = {
  share: 'Compartilhar',
  copyLink: 'Copiar link',
  copied: 'Copiado!',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  messenger: 'Messenger',
  email: 'E-mail',
  qrCode: 'QR code',
  qrTitle: 'QR code do link',
  qrAlt: 'QR code do link encurtado',
  qrDownload: 'Baixar PNG',
  /** A visit whose link carried no share option. */
  direct: 'Acesso direto',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  share: 'Share',
  copyLink: 'Copy link',
  copied: 'Copied!',
  email: 'E-mail',
  qrTitle: "Link's QR code",
  qrAlt: 'QR code of the short link',
  qrDownload: 'Download PNG',
  direct: 'Direct access',
};

export const sharingText = createTranslator<Key>({ 'pt-BR': ptBR, en });
