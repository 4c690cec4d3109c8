import type { AppPlugin } from '../http/validate';
import adminModule from './admin';
import authModule from './auth';
import healthModule from './health';

/**
 * Every business module, registered in this order after the infrastructure (db, providers, auth, web).
 * A module is a Fastify plugin in api/src/modules/<area>/index.ts (default export); add it here.
 * Each is encapsulated: its hooks and decorators stay inside unless it wraps itself with fastify-plugin.
 */
export const modules: ReadonlyArray<{ name: string; plugin: AppPlugin }> = [
  { name: 'health', plugin: healthModule },
  { name: 'auth', plugin: authModule },
  { name: 'admin', plugin: adminModule },
];
