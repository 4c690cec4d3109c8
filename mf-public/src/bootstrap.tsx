import { renderStandalone } from '@atalho/ui/standalone';
import RedirectScreen from './exposes/RedirectScreen';
import { routes } from './routes';

renderStandalone({ routes, visitors: { '/:code/:contactCode?': RedirectScreen } });
