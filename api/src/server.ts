import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { removeAdminFile, writeAdminFile } from './modules/admin';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  await writeAdminFile(config.dataDir, { port, token: app.adminToken });
  app.log.info({ port, database: app.database.kind, publicUrl: config.publicUrl }, 'Atalho is listening');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // close() stops accepting, waits for in-flight requests, runs onClose hooks (batch drains), then the db closes.
    removeAdminFile(config.dataDir)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
