import { renderStandalone } from '@atalho/ui';
import PlansDialog from './exposes/PlansDialog';
import PlansPage from './exposes/PlansPage';
import SubscriptionsPage from './exposes/SubscriptionsPage';

renderStandalone({
  pages: {
    '/plans': <PlansPage />,
    '/painel/subscriptions': <SubscriptionsPage />,
    '/plans-dialog': <PlansDialog open onClose={() => history.back()} />,
  },
  home: '/plans',
});
