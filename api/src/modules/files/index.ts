import multipart from '@fastify/multipart';
import type { AppPlugin } from '../../http/validate';
import { LARGEST_UPLOAD } from './read-upload';
import { fileRoutes } from './routes';
import { serveFileRoutes } from './serve-file';
import { sweepOrphanedFiles } from './sweep-orphaned-files';

export { checkOwnedUpload, type UploadRule } from './check-owned-upload';
export { withStorageKeyLock } from './queries';
export { filesOrigin } from './transform';

/**
 * Uploads (decision 020): POST/GET/DELETE /api/v1/files, the stored bytes at /files/<sha256>.<ext> (on
 * FILES_PUBLIC_URL's origin when set: the main origin redirects there), and the daily sweep of bytes no live
 * upload names (FILES_SWEEP_CRON). The multipart parser is registered here only: every other route still
 * answers 415 to a form body.
 */
const filesModule: AppPlugin = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 3, fieldSize: 64, parts: 4, headerPairs: 20 },
  });
  await app.register(fileRoutes);
  await app.register(serveFileRoutes);
  app.jobs.register({
    name: 'files.sweep-orphans',
    schedule: app.config.jobs.filesSweepCron,
    run: ({ now }) => sweepOrphanedFiles(app.db, app.providers.storage, now),
  });
};

export default filesModule;
