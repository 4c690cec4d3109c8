import { renderStandalone } from '@atalho/ui/standalone';
import PlansDialog from './exposes/PlansDialog';
import { routes } from './routes';

renderStandalone({
  // The dialog has no route in the shell (it opens over any page); here it gets one to work on it alone.
  routes: [
    ...routes,
    { path: '/plans-dialog', element: <PlansDialog open onClose={() => history.back()} /> },
  ],
  home: '/plans',
});
