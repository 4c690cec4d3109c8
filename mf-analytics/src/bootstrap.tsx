import { renderStandalone } from '@atalho/ui';
import { routes } from './routes';

renderStandalone({ routes, home: '/painel/analytics' });
