// npm run seed:clicks -- --links N --clicks M --days D [--user EMAIL]
// Realistic synthetic clicks straight into PostgreSQL (DATABASE_URL), rollups and totals included: N new
// links for the user (who must have signed in once; without --user a seed user is made), M clicks over the
// last D days. For demos and benchmarks; the embedded database (PGlite) is opened by the server alone.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ownerId, seedClicks, seedLinks } from './lib/seed-clicks.mjs';

const { values } = parseArgs({
  options: {
    links: { type: 'string', default: '10' },
    clicks: { type: 'string', default: '10000' },
    days: { type: 'string', default: '90' },
    user: { type: 'string' },
  },
});
const links = Number(values.links);
const clicks = Number(values.clicks);
const days = Number(values.days);
if (![links, clicks, days].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'usage: npm run seed:clicks -- --links N --clicks M --days D [--user EMAIL] (positive integers)',
  );
  process.exit(2);
}
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must point at the PostgreSQL database the API uses (after its migrations ran)');
  process.exit(2);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const started = performance.now();
  const userId = await ownerId(client, values.user);
  const linkIds = await seedLinks(client, userId, links);
  await seedClicks(client, {
    linkIds,
    userId,
    clicks,
    days,
    onProgress: (done) =>
      process.stdout.write(`  clicks ${done.toLocaleString('en')}/${clicks.toLocaleString('en')}\r`),
  });
  console.log(
    `\nseeded ${links} links and ${clicks.toLocaleString('en')} clicks over ${days} days for user ${userId} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await client.end();
}
