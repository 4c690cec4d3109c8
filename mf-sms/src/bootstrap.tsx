import { renderStandalone } from '@atalho/ui/standalone';
import OptInPage from './exposes/OptInPage';
import OptOutPage from './exposes/OptOutPage';
import { routes } from './routes';

renderStandalone({
  routes,
  visitors: { '/i/:code': OptInPage, '/o/:code': OptOutPage },
  home: '/painel/sms',
});
