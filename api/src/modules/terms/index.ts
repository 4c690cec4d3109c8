import type { AppPlugin } from '../../http/validate';
import { termsRoutes } from './routes';

/** Terms of use and privacy policy versions, and each user's acceptance of them. */
const termsModule: AppPlugin = async (app) => {
  await app.register(termsRoutes);
};

export default termsModule;
