import { renderStandalone } from '@atalho/ui/standalone';
import PublicInfoproduct from './exposes/PublicInfoproduct';
import { routes } from './routes';

// The public view is at /p/{code} here; in the shell it is /{code}, through the redirect screen.
renderStandalone({ routes, visitors: { '/p/:code': PublicInfoproduct }, home: '/painel/nfoproduct' });
