import { randomUUID } from 'node:crypto';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { named, type WalkedRoute, walkRoutes } from '../helpers/route-walk';
import { bearer, signIn, useTestApp } from '../helpers/test-app';
import { populateAccount } from '../modules/account/fixtures';
import { resend as resendBio } from '../modules/biographies/fixtures';
import { resend as resendInfoproduct, uploadEbook } from '../modules/infoproducts/fixtures';
import { grantPlan } from '../modules/online-addresses/fixtures';

/**
 * Issue 38 item 1: tenant isolation generated from the route table. User A owns one of everything
 * (`populateAccount`); user B, signed in with a plan that passes every gate, calls every route that takes an
 * owned id with A's ids: in the path (read, update, delete), as a list filter, as a reference in a body, and
 * every body with owner fields injected. B never gets A's data, and the database (every table's row count,
 * a hash of A's rows) never changes. Each route's owned inputs are found from its schemas; an id-like input
 * this file cannot name, or a route without auth that is not declared public here, fails the first test.
 */
const routes: RouteOptions[] = [];
const ctx = useTestApp({ onRoute: (route) => routes.push(route), config: { allowPrivateUrls: true } });

type Kind =
  | 'link'
  | 'bio'
  | 'bioSection'
  | 'bioSocialLink'
  | 'infoproduct'
  | 'infoproductItem'
  | 'formField'
  | 'formFieldOption'
  | 'footer'
  | 'footerLink'
  | 'lead'
  | 'openGraph'
  | 'openGraphField'
  | 'click'
  | 'file'
  | 'apiCredential'
  | 'card'
  | 'contact'
  | 'segment'
  | 'shooting'
  | 'dataExport';
/** An id of something every user shares (a plan, the terms), or no id at all (Google Analytics'). */
type Shared = 'shared';

/** One of each owned thing of a user, by its table and the owner's column (joined for child rows). */
const idQueries: Record<Kind, string> = {
  link: 'select id from online_addresses where user_id = $1',
  bio: 'select id from biographies where user_id = $1',
  bioSection:
    'select s.id from biography_sections s join biographies b on b.id = s.biography_id where b.user_id = $1',
  bioSocialLink:
    'select s.id from biography_social_links s join biographies b on b.id = s.biography_id where b.user_id = $1',
  infoproduct: 'select id from infoproducts where user_id = $1',
  infoproductItem:
    'select i.id from infoproduct_items i join infoproducts p on p.id = i.infoproduct_id where p.user_id = $1',
  formField:
    'select f.id from infoproduct_form_fields f join infoproducts p on p.id = f.infoproduct_id where p.user_id = $1',
  formFieldOption:
    'select o.id from infoproduct_form_field_options o join infoproduct_form_fields f on f.id = o.form_field_id join infoproducts p on p.id = f.infoproduct_id where p.user_id = $1',
  footer:
    'select f.id from infoproduct_footers f join infoproducts p on p.id = f.infoproduct_id where p.user_id = $1',
  footerLink:
    'select l.id from infoproduct_footer_links l join infoproduct_footers f on f.id = l.footer_id join infoproducts p on p.id = f.infoproduct_id where p.user_id = $1',
  lead: 'select l.id from infoproduct_leads l join infoproducts p on p.id = l.infoproduct_id where p.user_id = $1',
  openGraph: 'select id from open_graphs where user_id = $1',
  openGraphField:
    'select f.id from open_graph_fields f join open_graphs g on g.id = f.open_graph_id where g.user_id = $1',
  click:
    'select c.id from clicks c join online_addresses o on o.id = c.online_address_id where o.user_id = $1',
  file: 'select id from files where user_id = $1',
  apiCredential: 'select id from api_credentials where user_id = $1',
  card: 'select id from saved_cards where user_id = $1',
  contact: 'select id from contacts where user_id = $1',
  segment: 'select id from segments where user_id = $1',
  shooting: 'select id from sms_shootings where user_id = $1',
  dataExport: 'select id from data_exports where user_id = $1',
};

/**
 * What an id-like input (`id`, `…Id`, `…Ids`, `ids`, `…IdNotIn`) names, by its path's end: `cover.id` is a
 * file wherever it appears. A path's last two segments are tried before its last one.
 */
const inputKinds: Record<string, Kind | Shared> = {
  onlineAddressId: 'link',
  'onlineAddress.id': 'link',
  openGraphId: 'openGraph',
  'openGraph.id': 'openGraph',
  'openGraphFields[].id': 'openGraphField',
  infoproductId: 'infoproduct',
  smsShootingId: 'shooting',
  segmentIds: 'segment',
  'segments[].id': 'segment',
  contactIdNotIn: 'contact',
  'contact.id': 'contact',
  cardId: 'card',
  replacementCardId: 'card',
  'card.id': 'card',
  'cover.id': 'file',
  'picture.id': 'file',
  'image.id': 'file',
  'bannerImage.id': 'file',
  'brandImage.id': 'file',
  'productImage.id': 'file',
  'resource.id': 'file',
  'biographyHasOnlineAddresses[].id': 'bioSection',
  'socialLinks[].id': 'bioSocialLink',
  'itens[].id': 'infoproductItem',
  'formFields[].id': 'formField',
  'options[].id': 'formFieldOption',
  'footer.id': 'footer',
  'links[].id': 'footerLink',
  termsOfUseId: 'shared',
  'termsOfUse.id': 'shared',
  privacyPolicyId: 'shared',
  'privacyPolicy.id': 'shared',
  'subscriptionPlan.id': 'shared',
  planId: 'shared',
  googleAnalyticsId: 'shared',
};

/** The bare `id` / `ids` inputs, which only the route can name. */
const routeIdKinds: Record<string, Record<string, Kind | Shared>> = {
  'DELETE /api/v1/auth/api-credentials/:id': { 'params.id': 'apiCredential' },
  'GET /api/v1/online-addresses/:id': { 'params.id': 'link' },
  'PUT /api/v1/online-addresses/:id': { 'params.id': 'link' },
  'DELETE /api/v1/online-addresses/:id': { 'params.id': 'link' },
  'PUT /api/v1/online-addresses/order': { 'body.ids': 'link' },
  'POST /api/v1/biographies': { 'body.id': 'bio' },
  'PATCH /api/v1/biographies/:id': { 'params.id': 'bio' },
  'GET /api/v1/biographies/:id': { 'params.id': 'bio' },
  'POST /api/v1/infoproduts': { 'body.id': 'infoproduct' },
  'DELETE /api/v1/infoproduts/:id': { 'params.id': 'infoproduct' },
  'PATCH /api/v1/open-graphs/:id': { 'params.id': 'openGraph' },
  'DELETE /api/v1/open-graphs/:id': { 'params.id': 'openGraph' },
  'GET /api/v1/open-graphs/:id': { 'params.id': 'openGraph' },
  'PATCH /api/v1/open-graph-fields/:id': { 'params.id': 'openGraphField' },
  'DELETE /api/v1/open-graph-fields/:id': { 'params.id': 'openGraphField' },
  'GET /api/v1/open-graph-fields/:id': { 'params.id': 'openGraphField' },
  'GET /api/v1/clicks/:id': { 'params.id': 'click' },
  'GET /api/v1/configs/online-addresses/:id': { 'params.id': 'link' },
  'GET /api/v1/files/:id': { 'params.id': 'file' },
  'DELETE /api/v1/files/:id': { 'params.id': 'file' },
  'DELETE /api/v1/infoproducts-forms-answers/:id': { 'params.id': 'lead' },
  'GET /api/v1/segments': { 'query.ids': 'segment' },
  'GET /api/v1/contacts/:id': { 'params.id': 'contact' },
  'POST /api/v1/contacts': { 'body.id': 'contact' },
  'POST /api/v1/contacts/all': { 'body.[].id': 'contact' },
  'DELETE /api/v1/contacts/:id': { 'params.id': 'contact' },
  'PATCH /api/v1/contacts/:id/opt-in-request': { 'params.id': 'contact' },
  'GET /api/v1/contacts/:id/consents': { 'params.id': 'contact' },
  'GET /api/v1/contacts/:id/consents/export': { 'params.id': 'contact' },
  'GET /api/v1/sms-shootings/:id': { 'params.id': 'shooting' },
  'POST /api/v1/sms-shootings': { 'body.id': 'shooting' },
  'DELETE /api/v1/sms-shootings/:id': { 'params.id': 'shooting' },
  'POST /api/v1/sms-shootings/send': { 'body.id': 'shooting' },
  'GET /api/v1/account/data-exports/:id/file': { 'params.id': 'dataExport' },
};

/**
 * Routes that declare no auth and are not /api/v1 (which must declare it, test/auth/route-table.test.ts):
 * public pages and files, the sign-in flow, and the loopback operator routes behind the admin token.
 */
const declaredOutsideApi: Record<string, 'public' | 'admin token'> = {
  'GET /remotes.json': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /health': 'public',
  'GET /oauth2/authorization/google': 'public',
  'GET /oauth2/callback/google': 'public',
  'POST /oauth2/dev/callback': 'public',
  'GET /visitor-consent.css': 'public',
  'GET /:code': 'public',
  'GET /:code/:contactCode': 'public',
  'POST /_admin/plan-grant': 'admin token',
  'POST /_admin/plan-revoke': 'admin token',
  'GET /_admin/users': 'admin token',
  'POST /_admin/job-run': 'admin token',
  'POST /_admin/domain-add': 'admin token',
  'POST /_admin/subdomain-add': 'admin token',
  'POST /_admin/domain-verify': 'admin token',
  'POST /_admin/domain-remove': 'admin token',
  'GET /_admin/domains': 'admin token',
  'POST /_admin/account-export': 'admin token',
  'POST /_admin/account-delete': 'admin token',
  'GET /_admin/visitor-cache': 'admin token',
  'GET /_admin/click-rollups': 'admin token',
};

/** What B's samples re-send: B's own saved bio and info-product page, as the editors send them back. */
interface Saved {
  bio: Record<string, unknown>;
  infoproduct: Record<string, unknown>;
  /** One of B's links without a social preview, for creating one. */
  bareLink: number;
}

/** A valid body per route whose schema refuses `{}`, so that a probe gets past validation to the owner check. */
function sampleBodies(own: Ids, saved: Saved): Record<string, unknown> {
  return {
    'PUT /api/v1/online-addresses/order': { ids: [own.link] },
    'PUT /api/v1/online-addresses/:id': {
      code: 'tenantbee-editado',
      url: 'https://tenantbee.exemplo.com.br/novo',
    },
    // B's own page and bio with every nested row: A's id replaces one of B's, its siblings stay valid.
    'POST /api/v1/infoproduts': saved.infoproduct,
    'POST /api/v1/biographies': saved.bio,
    'POST /api/v1/open-graphs': {
      onlineAddress: { id: saved.bareLink },
      openGraphFields: [{ name: 'og:title', value: 'Título' }],
    },
    'PATCH /api/v1/open-graphs/:id': {
      openGraphFields: [{ id: own.openGraphField, name: 'og:title', value: 'T' }],
    },
    'POST /api/v1/open-graph-fields': {
      openGraph: { id: own.openGraph },
      name: 'og:description',
      value: 'D',
    },
    'PATCH /api/v1/open-graph-fields/:id': { name: 'og:title', value: 'Outro título' },
    'POST /api/v1/user-sign-terms-of-use': { termsOfUse: { id: 3 } },
    'POST /api/v1/user-sign-privacy-policy': { privacyPolicy: { id: 3 } },
    'POST /api/v1/credits': { total: 2000, card: { id: own.card } },
    'POST /api/v1/subscriptions/offer': { subscriptionPlan: { id: 2 } },
    'POST /api/v1/payments/sandbox/card-tokens': {
      number: '4111111111111111',
      cvv: '123',
      expiration: '12/39',
      holderName: 'tenant bee',
    },
    'POST /api/v1/sms-configs': { business: 'EMPRESA TENANTBEE' },
    'POST /api/v1/contacts': { number: '5511920000001' },
    'POST /api/v1/contacts/all': [{ number: '5511920000002' }],
    'POST /api/v1/sms-shootings': {
      title: 'Disparo isolado',
      type: 'SIMPLE',
      template: 'Oferta',
      smsShootingHasContacts: [{ contact: { id: own.contact } }],
      addFilterFindRecipients: { segmentIds: [own.segment] },
    },
    'POST /api/v1/sms-shootings/send': { id: own.shooting },
    'DELETE /api/v1/account': { confirmation: `${B_TAG}@example.com` },
  };
}

/** A valid query per route whose schema refuses an empty one. */
const sampleQueries: Record<string, Record<string, string>> = {
  'GET /api/v1/online-addresses/code-availability': { code: 'livre-tenantbee' },
  'GET /api/v1/click-dashboards/properties': { name: 'platform' },
  'GET /api/v1/open-graphs/tags': { source: 'https://tenantbee.exemplo.com.br/' },
};

/** Owner fields a client might slip into a body, hoping the server takes them. */
const ownerFields = (id: number) => ({
  userId: id,
  ownerId: id,
  user_id: id,
  owner_id: id,
  user: { id },
  owner: { id },
});

const ID_NAME = /^(id|ids)$|Ids?$|IdNotIn$/;
const MISSING_ID = 2_000_000_000;
const A_TAG = 'tenanta';
const B_TAG = 'tenantbee';

type Ids = Record<Kind, number>;

interface Input {
  /** `params.id`, `query.onlineAddressId`, `body.cover.id`, `body.itens[].id`. */
  at: string;
  kind: Kind | Shared | undefined;
}

interface Classified {
  route: WalkedRoute;
  key: string;
  auth: 'public' | 'signed in';
  inputs: Input[];
}

const bodyPaths = (schema: v.GenericSchema | undefined): string[] => {
  if (!schema) return [];
  interface Node {
    properties?: Record<string, Node>;
    items?: Node;
    anyOf?: Node[];
  }
  const found = new Set<string>();
  const visit = (node: Node, path: string) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const at = path ? `${path}.${key}` : key;
      if (ID_NAME.test(key)) found.add(at);
      visit(child, at);
    }
    if (node.items) visit(node.items, `${path}[]`);
    for (const branch of node.anyOf ?? []) visit(branch, path);
  };
  visit(toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as Node, '');
  return [...found];
};

function kindOf(key: string, at: string): Kind | Shared | undefined {
  const declared = routeIdKinds[key]?.[at];
  if (declared) return declared;
  const segments = at.split('.').slice(1);
  return inputKinds[segments.slice(-2).join('.')] ?? inputKinds[segments.at(-1) ?? ''];
}

function classify(route: WalkedRoute, config: RouteOptions['config']): Classified {
  const key = named(route);
  const auth = config?.auth === true || config?.feature !== undefined ? 'signed in' : 'public';
  const at = [
    ...[...route.url.matchAll(/:(\w+)/g)].map((match) => `params.${match[1]}`),
    ...bodyPaths(route.schema.querystring)
      .filter((path) => !path.includes('.'))
      .map((path) => `query.${path}`),
    ...bodyPaths(route.schema.body).map((path) => `body.${path}`),
  ];
  return { route, key, auth, inputs: at.map((path) => ({ at: path, kind: kindOf(key, path) })) };
}

const configOf = (walked: WalkedRoute) =>
  routes.find((route) => route.url === walked.url && [route.method].flat().includes(walked.method))?.config;

function allRoutes(): Classified[] {
  return walkRoutes(routes).map((route) => classify(route, configOf(route)));
}

/** Route keys this file cannot place: no auth and not declared, or an id-like input it cannot name. */
function unclassified(all: readonly Classified[]): string[] {
  const problems: string[] = [];
  for (const entry of all) {
    const config = configOf(entry.route);
    const declaresAuth = config?.auth !== undefined || config?.feature !== undefined;
    if (!declaresAuth && !(entry.key in declaredOutsideApi))
      problems.push(`${entry.key}: declares no auth and is not declared public or admin here`);
    if (entry.auth === 'signed in')
      for (const input of entry.inputs)
        if (input.kind === undefined) problems.push(`${entry.key}: cannot tell what ${input.at} names`);
  }
  return problems;
}

// --- the database snapshot ----------------------------------------------------------------------------------

type ForeignKey = {
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
};

let snapshotSql = '';

/**
 * One statement answering, per table, its row count and a hash of the rows that belong to `$1`: by their
 * `user_id`, or through foreign keys up to a table that has one (three hops at most). A table with no path to
 * a user is hashed whole.
 */
async function buildSnapshotSql(): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await ctx.app.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    ),
  ).map((row) => row.table_name);
  const withUser = new Set(
    rowsOf<{ table_name: string }>(
      await ctx.app.db.execute(
        "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'",
      ),
    ).map((row) => row.table_name),
  );
  const keys = rowsOf<ForeignKey>(
    await ctx.app.db.execute(`
      select kcu.table_name as "table", kcu.column_name as "column",
             ccu.table_name as "parent", ccu.column_name as "parentColumn"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  );
  let alias = 0;
  const predicate = (table: string, row: string, depth: number): string | undefined => {
    if (table === 'users') return `${row}.id = $1`;
    if (withUser.has(table)) return `${row}.user_id = $1`;
    if (depth >= 3) return undefined;
    const parents = keys
      .filter((key) => key.table === table && key.parent !== table)
      .flatMap((key) => {
        const inner = `t${alias++}`;
        const parentPredicate = predicate(key.parent, inner, depth + 1);
        return parentPredicate
          ? [
              `${row}.${key.column} in (select ${inner}.${key.parentColumn} from ${key.parent} ${inner} where ${parentPredicate})`,
            ]
          : [];
      });
    return parents.length ? `(${parents.join(' or ')})` : undefined;
  };
  return tables
    .map((table) => {
      const owned = predicate(table, 'x', 0) ?? 'true';
      return `select '${table}' as "table", count(*)::int as "rows",
        md5(coalesce(string_agg(x::text, '|' order by x::text) filter (where ${owned}), '')) as "owned"
        from ${table} x`;
    })
    .join('\nunion all\n');
}

type Snapshot = Map<string, { rows: number; owned: string }>;

async function snapshot(ownerId: number): Promise<Snapshot> {
  const result = rowsOf<{ table: string; rows: number; owned: string }>(
    await ctx.app.db.execute(snapshotSql.replaceAll('$1', String(ownerId))),
  );
  return new Map(result.map((row) => [row.table, { rows: row.rows, owned: row.owned }]));
}

/** What changed between two snapshots: `table: rows 3 → 4`, `table: A's rows changed`. */
function changes(before: Snapshot, after: Snapshot, { counts }: { counts: boolean }): string[] {
  const found: string[] = [];
  for (const [table, then] of before) {
    const now = after.get(table);
    if (!now) found.push(`${table}: gone`);
    else {
      if (counts && now.rows !== then.rows) found.push(`${table}: rows ${then.rows} → ${now.rows}`);
      if (now.owned !== then.owned) found.push(`${table}: A's rows changed`);
    }
  }
  return found;
}

// --- the calls ----------------------------------------------------------------------------------------------

interface Party {
  userId: number;
  token: string;
  ids: Ids;
  /** Strings only this user's data holds. */
  markers: string[];
}
let a: Party;
let b: Party;

async function idsOf(userId: number): Promise<Ids> {
  const entries = await Promise.all(
    Object.entries(idQueries).map(async ([kind, query]) => {
      const result = await ctx.app.db.execute(`${query.replace('$1', String(userId))} order by 1 limit 1`);
      const id = rowsOf<{ id: number }>(result)[0]?.id;
      if (id === undefined) throw new Error(`user ${userId} has no ${kind}`);
      return [kind, id] as const;
    }),
  );
  return Object.fromEntries(entries) as Ids;
}

async function party(tag: string, plan: 'PRO' | 'BUSINESS'): Promise<Party> {
  const account = await populateAccount(ctx.app, tag);
  await grantPlan(ctx.app, account.email, plan);
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/account/data-exports',
    headers: bearer(account.token),
  });
  expect(requested.statusCode).toBe(202);
  await ctx.app.jobs.runNow('account.build-export', { data: { exportId: requested.json().id } });
  const contact = await ctx.app.db.execute(`select number from contacts where user_id = ${account.userId}`);
  const number = rowsOf<{ number: string }>(contact)[0]?.number ?? '';
  return {
    userId: account.userId,
    token: account.token,
    ids: await idsOf(account.userId),
    markers: [tag, account.email, number],
  };
}

/** B's saved bio and page as their editors re-send them, and a link of B's without a social preview. */
async function savedOf(party: Party, tag: string): Promise<Saved> {
  const read = async (url: string) => {
    const response = await ctx.app.inject({ url, headers: bearer(party.token) });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const bare = await ctx.app.db.execute(
    `select l.id from online_addresses l where l.user_id = ${party.userId} and l.type = 'STANDARD' and l.deleted_at is null
       and not exists (select 1 from open_graphs g where g.online_address_id = l.id) order by l.id limit 1`,
  );
  const bareLink = rowsOf<{ id: number }>(bare)[0]?.id;
  if (bareLink === undefined) throw new Error('B has no link without a social preview');
  // The page as listed lacks its topics, fields and footer links: they are added back as populateAccount made
  // them, with the e-book its download needs, and saving it once answers it whole.
  const listed = (await read('/api/v1/infoproduts?size=50')).content.find(
    (page: { id: number }) => page.id === party.ids.infoproduct,
  );
  const ebook = await uploadEbook(ctx.app, party.token);
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/infoproduts',
    headers: bearer(party.token),
    payload: resendInfoproduct(listed, {
      resource: { id: ebook.id, src: ebook.src },
      itens: [{ id: party.ids.infoproductItem, value: `Tópico ${tag}` }],
      formFields: [
        {
          id: party.ids.formField,
          name: `Cidade ${tag}`,
          type: 'SELECT_FIELD',
          options: [{ id: party.ids.formFieldOption, value: `Opção ${tag}` }],
        },
      ],
      footer: {
        ...listed.footer,
        links: [
          { id: party.ids.footerLink, name: `Link ${tag}`, href: `https://${tag}.exemplo.com.br/termos` },
        ],
      },
    }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return {
    bio: resendBio(await read(`/api/v1/biographies/${party.ids.bio}`)),
    infoproduct: resendInfoproduct(saved.json()),
    bareLink,
  };
}

const valueFor = (kind: Kind | Shared | undefined, ids: Ids): number =>
  kind === undefined || kind === 'shared' ? (kind === 'shared' ? 2 : 1) : ids[kind];

/** `body` with the value at `at` (`a.b[].c`; `[]` is the first element) replaced, containers made as needed. */
function setAt(body: unknown, at: string, value: number, fill: Record<string, unknown> = {}): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  const steps = at
    .split('.')
    .flatMap((step) => (step.endsWith('[]') ? [step.slice(0, -2), 0] : [step]))
    .filter((step) => step !== '');
  let node: Record<string | number, unknown> = copy;
  for (const [index, step] of steps.entries()) {
    const last = index === steps.length - 1;
    if (last) {
      node[step] = Array.isArray(node[step]) ? [value] : value;
      break;
    }
    const next = steps[index + 1];
    if (typeof node[step] !== 'object' || node[step] === null)
      node[step] = typeof next === 'number' ? [{ ...fill }] : { ...fill };
    node = node[step] as Record<string | number, unknown>;
  }
  return copy;
}

interface Call {
  entry: Classified;
  /** Values of the path parameters, the query and the body. */
  params: Record<string, number>;
  query: Record<string, string>;
  body: unknown;
  token: string;
}

function urlOf(call: Call): string {
  const path = call.entry.route.url.replace(/:(\w+)/g, (_m, name: string) => String(call.params[name] ?? 1));
  const query = new URLSearchParams(call.query).toString();
  return query ? `${path}?${query}` : path;
}

async function send(call: Call) {
  return ctx.app.inject({
    method: call.entry.route.method as 'GET',
    url: urlOf(call),
    // A fresh key each time: the payment routes need one before they read anything else.
    headers: { ...bearer(call.token), accept: 'application/json', 'idempotency-key': randomUUID() },
    ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
  });
}

/** A's strings found in an answer. */
const leaks = (body: string) => a.markers.filter((marker) => body.includes(marker));
/** Answers compared without their clocks (two calls a millisecond apart). */
const normalized = (body: string) => body.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z?/g, 'T');

/** The call B would make on its own data: its own ids in the path, the route's sample body. */
function baseCall(entry: Classified, samples: Record<string, unknown>, party: Party): Call {
  const params: Record<string, number> = {};
  const query: Record<string, string> = {};
  for (const input of entry.inputs) {
    const [where, ...rest] = input.at.split('.');
    const name = rest.join('.');
    if (where === 'params') params[name] = valueFor(input.kind, party.ids);
  }
  let body = samples[entry.key];
  if (body === undefined && entry.route.schema.body) body = {};
  Object.assign(query, sampleQueries[entry.key]);
  if (entry.route.schema.querystring) {
    for (const input of entry.inputs) {
      const [where, ...rest] = input.at.split('.');
      if (where === 'query' && !v.safeParse(entry.route.schema.querystring, query).success)
        query[rest.join('.')] = String(valueFor(input.kind, party.ids));
    }
  }
  return { entry, params, query, body, token: party.token };
}

const owned = (input: Input): input is Input & { kind: Kind } =>
  input.kind !== undefined && input.kind !== 'shared';

const isWrite = (entry: Classified) => entry.route.method !== 'GET';

/** Runs last: it ends B's session or B itself. */
const destructive = new Set(['POST /api/v1/auth/logout', 'DELETE /api/v1/account']);

describe('tenant isolation, generated from the route table', () => {
  beforeAll(async () => {
    snapshotSql = await buildSnapshotSql();
  });

  it('places every route: public, behind the admin token, or signed in with every id-like input named', () => {
    const all = allRoutes();
    expect(all.length).toBeGreaterThan(100);
    expect(unclassified(all)).toEqual([]);
    const stale = Object.keys({ ...routeIdKinds, ...declaredOutsideApi }).filter(
      (key) => !all.some((entry) => entry.key === key),
    );
    expect(stale).toEqual([]);
  });

  it("never lets user B read, change, list or delete user A's rows", async () => {
    const started = Date.now();
    a = await party(A_TAG, 'PRO');
    b = await party(B_TAG, 'BUSINESS');
    const signedIn = allRoutes().filter((entry) => entry.auth === 'signed in');
    const problems: string[] = [];
    let probes = 0;
    const samples = sampleBodies(b.ids, await savedOf(b, B_TAG));
    const ownFile = await ctx.app.inject({ url: `/api/v1/files/${b.ids.file}`, headers: bearer(b.token) });
    const containerFill = { src: ownFile.json().src, name: 'Nome' };
    // A probe refused by validation proves nothing: a route with an owned input must pass its schemas.
    for (const entry of allRoutes().filter((e) => e.auth === 'signed in' && e.inputs.some(owned))) {
      const base = baseCall(entry, samples, b);
      for (const [part, value] of [
        ['body', base.body],
        ['querystring', base.query],
      ] as const) {
        const schema = entry.route.schema[part];
        if (schema && value !== undefined && !v.safeParse(schema, value).success)
          problems.push(`${entry.key}: needs a sample ${part} (sampleBodies / sampleQueries)`);
      }
    }

    /** Calls `call` with A's id at `at` and with a missing one: same answer, one of `allowed`, nothing changed. */
    const probe = async (call: Call, label: string, expectation: { allowed: number[]; counts: boolean }) => {
      probes += 1;
      const before = await snapshot(a.userId);
      const response = await send(call);
      const after = await snapshot(a.userId);
      const where = `${call.entry.key} ${label} → ${response.statusCode}`;
      if (process.env.ISOLATION_TRACE) console.log(where, response.body.slice(0, 80));
      if (!expectation.allowed.includes(response.statusCode))
        problems.push(`${where} ${response.body.slice(0, 200)}`);
      const leaked = leaks(response.body);
      if (leaked.length) problems.push(`${where}: A's ${leaked.join(', ')} in the answer`);
      const changed = changes(before, after, { counts: expectation.counts });
      if (changed.length) problems.push(`${where}: ${changed.join('; ')}`);
      return response;
    };
    /** The same call with a missing id instead of A's: B must not tell them apart. */
    const sameAsMissing = async (
      withA: { statusCode: number; body: string },
      missing: Call,
      label: string,
    ) => {
      const response = await send(missing);
      if (response.statusCode !== withA.statusCode || normalized(response.body) !== normalized(withA.body))
        problems.push(
          `${missing.entry.key} ${label}: A's id answers ${withA.statusCode} ${withA.body.slice(0, 120)}, a missing id ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
    };

    // 1. A's id in the path: read, update, delete.
    for (const entry of signedIn.filter((e) =>
      e.inputs.some((i) => i.at.startsWith('params.') && owned(i)),
    )) {
      const base = baseCall(entry, samples, b);
      const withA = { ...base, params: { ...base.params } };
      const missing = { ...base, params: { ...base.params } };
      for (const input of entry.inputs.filter((i) => i.at.startsWith('params.') && owned(i))) {
        const name = input.at.slice('params.'.length);
        withA.params[name] = a.ids[input.kind as Kind];
        missing.params[name] = MISSING_ID;
      }
      const response = await probe(withA, "with A's id in the path", { allowed: [403, 404], counts: true });
      await sameAsMissing(response, missing, 'path');
    }

    // 2. A's id as a list filter or a query reference.
    for (const entry of signedIn) {
      for (const input of entry.inputs.filter((i) => i.at.startsWith('query.') && owned(i))) {
        const name = input.at.slice('query.'.length);
        const base = baseCall(entry, samples, b);
        const withA = { ...base, query: { ...base.query, [name]: String(a.ids[input.kind as Kind]) } };
        const missing = { ...base, query: { ...base.query, [name]: String(MISSING_ID) } };
        // A reference in a write's query (a replacement card) may be refused as the route refuses a missing one.
        const allowed = isWrite(entry) ? [403, 404, 409, 422] : [200, 403, 404];
        const response = await probe(withA, `with A's id in ?${name}`, { allowed, counts: true });
        await sameAsMissing(response, missing, `?${name}`);
      }
    }

    // 3. A's id as a reference inside a body (B's own ids in the path).
    for (const entry of signedIn.filter((e) => !destructive.has(e.key))) {
      const nested = entry.inputs.filter((i) => i.at.startsWith('body.') && owned(i));
      if (nested.some((i) => /[.[]/.test(i.at.slice('body.'.length)))) {
        // The control: with B's own ids the sample must get past every check, or a refusal of A's id in it
        // would prove nothing. The sandbox declining B's card (402) comes after every owner check.
        const control = await send(baseCall(entry, samples, b));
        if (control.statusCode >= 400 && control.statusCode !== 402)
          problems.push(
            `${entry.key}: its sample answers ${control.statusCode} ${control.body.slice(0, 120)}`,
          );
      }
      for (const input of nested) {
        const at = input.at.slice('body.'.length);
        const base = baseCall(entry, samples, b);
        // A container the sample lacks gets the siblings an upload reference needs (`src`, `name`).
        const withA = { ...base, body: setAt(base.body, at, a.ids[input.kind as Kind], containerFill) };
        // A top-level id names the row the call writes: only 403/404. A nested one may be refused any way,
        // or ignored, as long as nothing of A's is read or changed.
        const topLevel = !at.includes('.') && !at.includes('[]');
        const response = await probe(withA, `with A's id in body ${at}`, {
          allowed: topLevel ? [403, 404] : [200, 201, 204, 400, 403, 404, 409, 422],
          counts: topLevel,
        });
        if (topLevel)
          await sameAsMissing(
            response,
            { ...base, body: setAt(base.body, at, MISSING_ID, containerFill) },
            at,
          );
      }
    }

    // 4. Every signed-in read without an owned input (B's own lists and settings): none of A's data.
    for (const entry of signedIn.filter((e) => !isWrite(e) && !e.inputs.some(owned))) {
      // Whatever it answers (a preview of an unreachable page is 422), it answers from B's data.
      await probe(baseCall(entry, samples, b), 'own read', { allowed: [200, 204, 404, 422], counts: true });
    }

    // 5. Every body with owner fields injected, public routes too: whatever it does, it does to B.
    const withBodies = allRoutes()
      .filter((entry) => entry.route.schema.body !== undefined && entry.route.url.startsWith('/api/v1'))
      .sort((x, y) => Number(destructive.has(x.key)) - Number(destructive.has(y.key)));
    for (const entry of withBodies) {
      const base = baseCall(entry, samples, b);
      const body = Array.isArray(base.body)
        ? base.body.map((item) => ({ ...(item as object), ...ownerFields(a.userId) }))
        : { ...(base.body as object), ...ownerFields(a.userId) };
      if (entry.key === 'DELETE /api/v1/account') base.token = await signIn(ctx.app, `${B_TAG}@example.com`);
      await probe({ ...base, body }, 'with owner fields injected', {
        allowed: [200, 201, 202, 204, 400, 401, 402, 403, 404, 409, 413, 415, 422, 429],
        counts: false,
      });
    }

    console.log(
      `tenant isolation: ${signedIn.length} signed-in routes, ${probes} probes as B in ${Date.now() - started} ms`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
