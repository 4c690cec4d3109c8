// The shared entry (one catalogue a page), not './i18n', which would bundle a second copy into the root.
export * from '@atalho/ui/i18n';
export * from './feedback';
export * from './format';
export * from './forms';
export * from './icons';
export * from './navigation';
export * from './overlays';
export * from './plan';
export * from './queries';
export * from './routing';
export * from './sharing';
export * from './shortener';
export * from './theme';
export { AtalhoLogo, type AtalhoLogoProps } from './visitor/AtalhoLogo';
