import { renderStandalone } from '@atalho/ui/standalone';
import OptIsland from './exposes/OptIsland';
import { routes } from './routes';

renderStandalone({
  routes,
  visitors: { '/i/:code': OptIsland, '/o/:code': OptIsland },
  home: '/painel/sms',
});
