import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** The listening connection dropped: notifications sent from now until `onListening` are lost. */
  onLost(): void;
  /** Listening again after a loss. */
  onListening(): void;
}

/** Stops listening and closes what `listen` opened. */
export type StopListening = () => Promise<void>;

/** PGlite is this process: LISTEN on its one connection never drops, and a trigger's NOTIFY arrives before the writing query resolves. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  return client.listen(channel, (payload) => handlers.onNotification(payload));
}

interface PostgresListenOptions {
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * A connection can die without a word (a dropped network path): a query this often, answered within the
   * same time, proves the connection still receives.
   */
  pingMs?: number;
  onError?: (error: Error) => void;
}

/** The name the listening connection shows in pg_stat_activity (tests end it to prove reconnection). */
export const LISTENER_APPLICATION_NAME = 'atalho-listener';

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to queries). It reconnects
 * forever with back-off; notifications sent while it was down are lost, which `onLost`/`onListening`
 * tell the caller. The first connection must succeed: the server does not start without it.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  options: PostgresListenOptions = {},
): Promise<StopListening> {
  const retryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const pingMs = options.pingMs ?? 15_000;
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: pingMs,
    });
    client.on('notification', (message) => {
      if (client === current && message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
  }

  function lost(client: pg.Client): void {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => {});
    handlers.onLost();
    reconnect(retryMs);
  }

  function reconnect(delay: number): void {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (current) handlers.onListening();
        },
        (error: Error) => {
          options.onError?.(error);
          reconnect(Math.min(delay * 2, maxRetryMs));
        },
      );
    }, delay);
  }

  const ping = setInterval(() => {
    const client = current;
    client?.query('SELECT 1').catch(() => lost(client));
  }, pingMs);
  ping.unref();

  await connect().catch((error: unknown) => {
    clearInterval(ping);
    throw error;
  });
  return async () => {
    stopped = true;
    clearInterval(ping);
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
