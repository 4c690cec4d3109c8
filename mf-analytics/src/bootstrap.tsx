import { renderStandalone } from '@atalho/ui/standalone';
import { routes } from './routes';

renderStandalone({ routes, home: '/painel/analytics' });
