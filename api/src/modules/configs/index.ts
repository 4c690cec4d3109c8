import { setUserConfigLoader } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { getConfigOfUser } from './get-config';
import { configRoutes } from './routes';
import { toConfig } from './transform';

/** The loading-screen config of the signed-in user (also shown as `config` in GET /api/v1/auth). */
const configsModule: AppPlugin = async (app) => {
  setUserConfigLoader(app, async (userId) => {
    const row = await getConfigOfUser(app.db, userId);
    return row ? toConfig(row) : null;
  });
  await app.register(configRoutes);
};

export default configsModule;
