import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db/client';
import { runMigrations } from './db/migrate';
import { removeStoredBytes } from './modules/account';
import {
  deleteAccountByEmail,
  exportAccountByEmail,
  grantPlanByEmail,
  readAdminFile,
  revokePlanByEmail,
  summarizeUsers,
} from './modules/admin';
import {
  addDomain,
  addSubdomain,
  domainTargetOf,
  listDomainSummaries,
  removeDomain,
  verifyDomainNow,
} from './modules/domains';
import { filesOrigin } from './modules/files';
import { paidTiers } from './modules/plans';
import { createDnsResolver } from './providers/dns';
import { createFileStorage } from './providers/storage';

const usage = `Usage:
  npm run admin -- plan grant <email> <BASIC|PRO|BUSINESS> [--days N]
  npm run admin -- plan revoke <email>
  npm run admin -- user list
  npm run admin -- domain add <email> <host>
  npm run admin -- subdomain add <email> <name>
  npm run admin -- domain verify <host>
  npm run admin -- domain list [email]
  npm run admin -- domain remove <host>
  npm run admin -- job run <name> [--at <ISO-8601 time>]   (through the running server)
  npm run admin -- account export <email> [--out <file.zip>]
  npm run admin -- account delete <email> --yes`;

type Command =
  | { kind: 'grant'; body: { email: string; plan: string; days?: number } }
  | { kind: 'revoke'; body: { email: string } }
  | { kind: 'list' }
  | { kind: 'domain-add'; body: { email: string; host: string } }
  | { kind: 'subdomain-add'; body: { email: string; name: string } }
  | { kind: 'domain-verify'; body: { host: string } }
  | { kind: 'domain-remove'; body: { host: string } }
  | { kind: 'domain-list'; email: string | undefined }
  | { kind: 'job-run'; body: { name: string; at?: string } }
  | { kind: 'account-export'; body: { email: string }; out: string | undefined }
  | { kind: 'account-delete'; body: { email: string } };

function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      days: { type: 'string' },
      at: { type: 'string' },
      out: { type: 'string' },
      yes: { type: 'boolean' },
    },
  });
  const [area, verb, email, plan] = positionals;
  if (area === 'plan' && verb === 'grant' && email && plan) {
    const tier = plan.toUpperCase();
    if (!(paidTiers as readonly string[]).includes(tier)) throw new Error(`Unknown plan ${plan}\n${usage}`);
    const days = values.days === undefined ? undefined : Number(values.days);
    if (days !== undefined && !(Number.isInteger(days) && days > 0))
      throw new Error('--days must be a positive integer');
    return { kind: 'grant', body: { email, plan: tier, ...(days === undefined ? {} : { days }) } };
  }
  if (area === 'plan' && verb === 'revoke' && email) return { kind: 'revoke', body: { email } };
  if (area === 'user' && verb === 'list') return { kind: 'list' };
  if (area === 'job' && verb === 'run' && email) {
    if (values.at !== undefined && Number.isNaN(Date.parse(values.at)))
      throw new Error('--at must be an ISO-8601 time');
    return { kind: 'job-run', body: { name: email, ...(values.at === undefined ? {} : { at: values.at }) } };
  }
  if (area === 'account' && verb === 'export' && email)
    return { kind: 'account-export', body: { email }, out: values.out };
  if (area === 'account' && verb === 'delete' && email) {
    if (!values.yes) throw new Error(`account delete removes ${email}'s account for good: add --yes`);
    return { kind: 'account-delete', body: { email } };
  }
  return parseDomainCommand(positionals);
}

function parseDomainCommand([area, verb, first, second]: string[]): Command {
  if (area === 'domain' && verb === 'add' && first && second)
    return { kind: 'domain-add', body: { email: first, host: second } };
  if (area === 'subdomain' && verb === 'add' && first && second)
    return { kind: 'subdomain-add', body: { email: first, name: second } };
  if (area === 'domain' && verb === 'verify' && first)
    return { kind: 'domain-verify', body: { host: first } };
  if (area === 'domain' && verb === 'remove' && first)
    return { kind: 'domain-remove', body: { host: first } };
  if (area === 'domain' && verb === 'list') return { kind: 'domain-list', email: first };
  throw new Error(usage);
}

/** The loopback /_admin route of a command: a GET without body, else a POST. */
function routeOf(command: Command): { path: string; body?: unknown } {
  switch (command.kind) {
    case 'list':
      return { path: 'users' };
    case 'domain-list':
      return { path: `domains${command.email ? `?email=${encodeURIComponent(command.email)}` : ''}` };
    case 'grant':
      return { path: 'plan-grant', body: command.body };
    case 'revoke':
      return { path: 'plan-revoke', body: command.body };
    case 'account-export':
      return { path: 'account-export', body: command.body };
    default:
      return { path: command.kind, body: command.body };
  }
}

/** Through the running server (the only process that may open the embedded database). */
async function viaServer(dataDir: string, command: Command): Promise<unknown | undefined> {
  const file = await readAdminFile(dataDir);
  if (!file) return undefined;
  const base = `http://127.0.0.1:${file.port}/_admin`;
  const headers = { 'x-admin-token': file.token, 'content-type': 'application/json' };
  let response: Response;
  const route = routeOf(command);
  try {
    // A domain check waits for DNS (5 s per query, two tries); an account's export or deletion reads all of it.
    const waits: Partial<Record<Command['kind'], number>> = {
      'domain-verify': 30_000,
      'account-export': 30 * 60_000,
      'account-delete': 10 * 60_000,
    };
    const signal = AbortSignal.timeout(waits[command.kind] ?? 5000);
    response =
      route.body === undefined
        ? await fetch(`${base}/${route.path}`, { headers, signal })
        : await fetch(`${base}/${route.path}`, {
            method: 'POST',
            headers,
            body: JSON.stringify(route.body),
            signal,
          });
  } catch {
    return undefined; // stale admin.json: no server there
  }
  if (command.kind === 'account-export' && response.ok && response.body)
    return saveExport(Readable.fromWeb(response.body as ReadableStream), command);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`Server answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Writes the export's ZIP where the operator said (or `atalho-<email>-<date>.zip` here). */
async function saveExport(
  body: Readable,
  command: Extract<Command, { kind: 'account-export' }>,
): Promise<{ file: string }> {
  const file =
    command.out ??
    `atalho-${command.body.email.replace(/[^a-z0-9.@_-]/gi, '_')}-${new Date().toISOString().slice(0, 10)}.zip`;
  await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return { file };
}

async function direct(databaseUrl: string | undefined, dataDir: string, command: Command): Promise<unknown> {
  const database = await openDatabase({ databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  try {
    await runMigrations(database);
    if (command.kind === 'list') return await summarizeUsers(database.db);
    // A job runs with the server's modules (providers, mail, caches): only the running server has them.
    if (command.kind === 'job-run') throw new Error('job run needs the running server (npm start)');
    const config = loadConfig();
    if (command.kind === 'account-export' || command.kind === 'account-delete') {
      const storage = createFileStorage(config.storage);
      const body = { email: command.body.email.toLowerCase() };
      if (command.kind === 'account-delete') {
        const deleted = await deleteAccountByEmail(database.db, body);
        return { ...deleted, storedBytes: await removeStoredBytes(database.db, storage) };
      }
      const deps = { db: database.db, storage, filesOrigin: filesOrigin(config) };
      return saveExport((await exportAccountByEmail(deps, body)).body, command);
    }
    const checks = { db: database.db, dns: createDnsResolver(), target: domainTargetOf(config) };
    if (command.kind === 'domain-add') return await addDomain(database.db, config, command.body);
    if (command.kind === 'subdomain-add') return await addSubdomain(database.db, config, command.body);
    if (command.kind === 'domain-verify') return await verifyDomainNow(checks, command.body.host);
    if (command.kind === 'domain-remove') return await removeDomain(database.db, command.body.host);
    if (command.kind === 'domain-list')
      return await listDomainSummaries(database.db, command.email?.toLowerCase());
    if (command.kind === 'revoke')
      return await revokePlanByEmail(database.db, { email: command.body.email.toLowerCase() });
    const tier = paidTiers.find((t) => t === command.body.plan);
    if (!tier) throw new Error(usage);
    return await grantPlanByEmail(database.db, {
      email: command.body.email.toLowerCase(),
      plan: tier,
      days: command.body.days,
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  const config = loadConfig();
  const result = config.databaseUrl
    ? await direct(config.databaseUrl, config.dataDir, command)
    : ((await viaServer(config.dataDir, command)) ?? (await direct(undefined, config.dataDir, command)));
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
