// The shared catalog (server message keys and form messages) through the light i18n entry.
export { t as sharedT } from '@atalho/ui/i18n';
