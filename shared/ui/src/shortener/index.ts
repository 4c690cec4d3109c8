export { shortenerText } from './copy';
export { WhatsAppComposer } from './LazyWhatsAppComposer';
export { ShortenerBox, type ShortenerBoxProps } from './ShortenerBox';
export { ShortenResult, type ShortenResultProps } from './ShortenResult';
export { AUTO_COPY_DELAY_MS, COPIED_CHIP_MS, useAutoCopy } from './use-auto-copy';
export { chartRouteFor, shortUrlOf, useLinkCreation } from './use-link-creation';
export type { WhatsAppComposerProps } from './WhatsAppComposer';
export { buildWhatsAppUrl, looksLikePhone, parseWhatsAppFormatting } from './whatsapp';
