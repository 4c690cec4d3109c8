import { renderStandalone } from '@atalho/ui';
import OptInPage from './exposes/OptInPage';
import OptOutPage from './exposes/OptOutPage';
import SmsPage from './exposes/SmsPage';

renderStandalone({
  pages: { '/painel/sms/*': <SmsPage /> },
  visitors: { '/i/:code': OptInPage, '/o/:code': OptOutPage },
  home: '/painel/sms',
});
