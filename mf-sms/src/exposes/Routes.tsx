import { routesModule } from '@atalho/ui';
import { routes } from '../routes';

/** This remote's pages; the shell mounts it under each of the remote's path prefixes (decision 001). */
export default routesModule(routes);
