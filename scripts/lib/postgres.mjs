// Finds a PostgreSQL server for the API's second test run: TCP check first, then the first role that
// can open the `test` database (local servers here use trust auth as `postgres` or `root`).
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { root } from './workspace.mjs';

function answers(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function canQuery(url) {
  const { Client } = createRequire(join(root, 'api', 'package.json'))('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** @returns {Promise<{ url?: string, reason: string }>} */
export async function findTestDatabase(env = process.env) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, reason: 'DATABASE_URL from the environment' };
  if (!(await answers('127.0.0.1', 5432))) return { reason: 'nothing answers on 127.0.0.1:5432' };
  const roles = [...new Set([env.PGUSER, 'postgres', 'root'].filter(Boolean))];
  for (const role of roles) {
    const url = `postgres://${role}@127.0.0.1:5432/test`;
    if (await canQuery(url)) return { url, reason: `role ${role}` };
  }
  return { reason: `no role among ${roles.join(', ')} can open database test` };
}
