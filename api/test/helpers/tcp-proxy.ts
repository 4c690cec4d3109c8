import { type AddressInfo, createServer, Socket } from 'node:net';

/**
 * A TCP relay in front of one address (the machine's PostgreSQL) that a test can cut and restore: `cut()`
 * destroys every relayed connection and stops listening, so new connections are refused as from a database that
 * went away; `restore()` listens again on the same port. The real server is never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = new Socket();
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      // A cut or the other side closing: end both.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.connect(target.port, target.host);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      return closed;
    },
    restore: () => listen(port),
    close(): Promise<void> {
      for (const socket of open) socket.destroy();
      return server.listening
        ? new Promise<void>((resolve) => server.close(() => resolve()))
        : Promise.resolve();
    },
  };
}
