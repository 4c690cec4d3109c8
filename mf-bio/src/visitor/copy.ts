/** What the public bio page's island says (the page's own text comes from `@atalho/sdk/bio-page`). */
export const islandCopy = {
  shareTitle: 'Compartilhar página',
  close: 'Fechar',
  copyLink: 'Copiar link',
  copied: 'Link copiado',
  qrCode: 'QR code',
  qrAlt: 'QR code desta página',
  downloadQr: 'Baixar QR code',
  networks: {
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    linkedin: 'LinkedIn',
    messenger: 'Messenger',
    email: 'E-mail',
  },
} as const;
