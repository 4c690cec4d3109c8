// Seeds bench/redirect.mjs's links straight into the database (BENCH_LINKS beyond what the API can create in
// reasonable time): one INSERT … SELECT over generate_series per table, with triggers off
// (session_replication_role = replica), so a million links cost no million notifications. Codes are `b1` …
// `bN` with destinations https://loja{i % 100}.exemplo.com.br/produto/{i} (wrk.mjs, load.mjs and the baseline
// server make the same), so the load generator can name link i without a list of codes.
import { join } from 'node:path';
import pg from 'pg';

/** One owner per this many links; every 10th link is anonymous; every 5th owner has a loading-screen config. */
const LINKS_PER_OWNER = 1000;

function statements(count) {
  const owners = Math.max(1, Math.ceil(count / LINKS_PER_OWNER));
  return [
    'set session_replication_role = replica',
    `insert into users (email, name)
       select 'dono' || g || '@bench.example', 'Dono ' || g from generate_series(1, ${owners}) g
       on conflict (email) do nothing`,
    `insert into configs (user_id, site_name, loader_time)
       select id, 'Loja ' || id, 3 from users where email like '%@bench.example' and id % 5 = 0
       on conflict (user_id) do nothing`,
    `insert into online_addresses (code, url, type, user_id)
       select 'b' || i, 'https://loja' || (i % 100) || '.exemplo.com.br/produto/' || i, 'STANDARD',
              case when i % 10 = 0 then null else o.ids[1 + (i % array_length(o.ids, 1))] end
       from generate_series(1, ${count}) i,
            (select array_agg(id order by id) ids from users where email like '%@bench.example') o
       on conflict (code) do nothing`,
    'analyze online_addresses',
    'set session_replication_role = origin',
  ];
}

/** PostgreSQL: seeds through its own connection while the server runs (nothing of these links is cached yet). */
export async function seedPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A database kept by BENCH_REUSE_DB already holds b1 … bN: seeded once, measured again.
    const seeded = await client.query('select 1 from online_addresses where code = $1', [`b${count}`]);
    if (seeded.rowCount > 0) return;
    for (const statement of statements(count)) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PGlite: the server owns its data directory, so this runs while the server is stopped. */
export async function seedPglite(dataDir, count) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  await db.waitReady;
  try {
    for (const statement of statements(count)) await db.exec(statement);
  } finally {
    await db.close();
  }
}
