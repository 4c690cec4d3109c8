import { renderStandalone } from '@atalho/ui/standalone';
import PublicBio from './exposes/PublicBio';
import { routes } from './routes';

// The public view is at /bio/{code} here; in the shell it is /{code}, through the redirect screen.
renderStandalone({ routes, visitors: { '/bio/:code': PublicBio }, home: '/painel/links/page-bio' });
