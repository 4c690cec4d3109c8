import { renderStandalone } from '@atalho/ui';
import InfoproductPage from './exposes/InfoproductPage';
import PublicInfoproduct from './exposes/PublicInfoproduct';

// The public view is at /p/{code} here; in the shell it is /{code}, through the redirect screen.
renderStandalone({
  pages: { '/painel/nfoproduct': <InfoproductPage /> },
  visitors: { '/p/:code': PublicInfoproduct },
  home: '/painel/nfoproduct',
});
