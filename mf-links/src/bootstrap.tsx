import { renderStandalone } from '@atalho/ui';
import ApiReferencePage from './exposes/ApiReferencePage';
import LinksPage from './exposes/LinksPage';
import WhatsNewPage from './exposes/WhatsNewPage';

renderStandalone({
  pages: {
    '/painel/links/shortened/:id?': <LinksPage />,
    '/painel/whats-new': <WhatsNewPage />,
    '/whats-new': <WhatsNewPage />,
    '/painel/api-reference': <ApiReferencePage />,
  },
  home: '/painel/links/shortened',
});
