import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db/client';
import { runMigrations } from './db/migrate';
import { grantPlanByEmail, readAdminFile, revokePlanByEmail, summarizeUsers } from './modules/admin';
import { paidTiers } from './modules/plans';

const usage = `Usage:
  npm run admin -- plan grant <email> <BASIC|PRO|BUSINESS> [--days N]
  npm run admin -- plan revoke <email>
  npm run admin -- user list`;

type Command =
  | { kind: 'grant'; body: { email: string; plan: string; days?: number } }
  | { kind: 'revoke'; body: { email: string } }
  | { kind: 'list' };

function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { days: { type: 'string' } },
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
  throw new Error(usage);
}

/** Through the running server (the only process that may open the embedded database). */
async function viaServer(dataDir: string, command: Command): Promise<unknown | undefined> {
  const file = await readAdminFile(dataDir);
  if (!file) return undefined;
  const base = `http://127.0.0.1:${file.port}/_admin`;
  const headers = { 'x-admin-token': file.token, 'content-type': 'application/json' };
  let response: Response;
  try {
    response =
      command.kind === 'list'
        ? await fetch(`${base}/users`, { headers, signal: AbortSignal.timeout(5000) })
        : await fetch(`${base}/${command.kind === 'grant' ? 'plan-grant' : 'plan-revoke'}`, {
            method: 'POST',
            headers,
            body: JSON.stringify(command.body),
            signal: AbortSignal.timeout(5000),
          });
  } catch {
    return undefined; // stale admin.json: no server there
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`Server answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function direct(databaseUrl: string | undefined, dataDir: string, command: Command): Promise<unknown> {
  const database = await openDatabase({ databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  try {
    await runMigrations(database);
    if (command.kind === 'list') return await summarizeUsers(database.db);
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
