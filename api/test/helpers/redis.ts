import { connect } from 'node:net';

/** The Redis the tests that share state between instances use: REDIS_URL, else the local default. */
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether something answers on `redisUrl` (within 500 ms): the tests that need it are skipped otherwise. */
export const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = connect(Number(port) || 6379, hostname);
  socket.setTimeout(500);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
});
