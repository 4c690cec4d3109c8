import { renderStandalone } from '@atalho/ui/standalone';
import { routes } from './routes';

// The public lead page is server-rendered at /{subdomain} by the API (decision 027): run the whole product for it.
renderStandalone({ routes, home: '/painel/nfoproduct' });
