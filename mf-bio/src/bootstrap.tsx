import { renderStandalone } from '@atalho/ui/standalone';
import { routes } from './routes';

// The public bio page is server-rendered at /{username} by the API (decision 027): run the whole product for it.
renderStandalone({ routes, home: '/painel/links/page-bio' });
