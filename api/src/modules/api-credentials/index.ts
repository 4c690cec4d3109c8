import { registerTokenResolver } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { resolveApiCredential } from './api-credentials';
import { apiCredentialRoutes } from './routes';

/**
 * Long-lived API credentials: `/api/v1/auth/api-credentials` and the bearer resolver that lets them call the
 * routes declaring `apiCredentials: true` (links made with one get type API).
 */
const apiCredentialsModule: AppPlugin = async (app) => {
  registerTokenResolver(app, (token) => resolveApiCredential(app.db, token));
  await app.register(apiCredentialRoutes);
};

export default apiCredentialsModule;
