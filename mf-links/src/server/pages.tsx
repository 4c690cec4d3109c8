// The visitor's /whats-new drawn by the server (decision 038): the same page the shell mounts, so its text is in
// the HTML and the app's first render draws the same boxes in the same places. It reads nothing.
import type { ServerPage } from '@atalho/sdk/server-page';
import { drawServerPage } from '@atalho/ui/server-page';
import { t } from '../i18n';
import { PublicWhatsNewPage } from '../whats-new/PublicWhatsNewPage';

const whatsNew: ServerPage = {
  render: () => drawServerPage(t('whatsNewTitle'), [], <PublicWhatsNewPage />),
};

export const serverPages: Readonly<Record<string, ServerPage>> = { '/whats-new': whatsNew };
