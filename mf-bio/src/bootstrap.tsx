import { renderStandalone } from '@atalho/ui';
import BioEditorPage from './exposes/BioEditorPage';
import PublicBio from './exposes/PublicBio';

// The public view is at /bio/{code} here; in the shell it is /{code}, through the redirect screen.
renderStandalone({
  pages: { '/painel/links/page-bio': <BioEditorPage /> },
  visitors: { '/bio/:code': PublicBio },
  home: '/painel/links/page-bio',
});
