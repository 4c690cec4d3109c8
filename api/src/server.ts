import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { prettyLogStream } from './http/pretty-log';
import { removeAdminFile, writeAdminFile } from './modules/admin';
import { startupFailureMessage } from './startup-error';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/** A start-up failure the operator fixes with a setting: printed as one line, without a stack (exit code 1). */
class StartupFailure extends Error {}

async function start(config: Config): Promise<FastifyInstance> {
  try {
    const logger =
      config.logFormat === 'pretty' ? { level: config.logLevel, stream: prettyLogStream() } : undefined;
    const app = await buildApp(config, logger ? { logger } : {});
    await app.listen({ port: config.port, host: config.host });
    return app;
  } catch (error) {
    const line = startupFailureMessage(error, config);
    throw line ? new StartupFailure(line) : error;
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    // loadConfig's errors name the setting (`Invalid PORT: x`, `STORAGE=s3 needs S3_BUCKET, …`).
    throw new StartupFailure(
      `Invalid configuration: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const app = await start(config);
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
    // Connections busy at the signal turn idle once their request is answered, but only the connections idle
    // at close() are closed: a client keeping the rest alive would hold the exit for the keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
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
  if (error instanceof StartupFailure) console.error(`Atalho cannot start. ${error.message}`);
  else console.error(error);
  process.exit(1);
});
