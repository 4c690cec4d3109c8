import type { AppPlugin } from '../../http/validate';
import { oauthRoutes } from './oauth-routes';
import { authRoutes } from './routes';

const authModule: AppPlugin = async (app) => {
  await app.register(oauthRoutes);
  await app.register(authRoutes);
};

export default authModule;
