import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { createLinks, signIn } from '../../../bench/lib/api-setup.mjs';
import { createVisitKeys, VISIT_COOKIE } from '../../src/modules/clicks/visit-keys';
import { ANALYTICS_CONSENT } from '../modules/clicks/visit';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LINKS = 20;

/** What the server needs so that the load's clicks are all counted: its visit key secret, client addresses from X-Forwarded-For. */
export function clickServerEnv(): Record<string, string> {
  return { VISIT_TOKEN_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'true' };
}

export interface ClickTarget {
  links: { id: number; visitToken: string }[];
  secret: string;
}

/** An owner's links, each opened once for the visit token its page loads embed. */
export async function clickTarget(base: string, env: Record<string, string>): Promise<ClickTarget> {
  const token = await signIn(base, 'cliques@example.com', 'Cliques');
  const created = await createLinks(base, token, LINKS);
  const links = [];
  for (const { code } of created) {
    const lookup = await fetch(`${base}/api/v1/online-addresses/code/${code}?view=true`);
    const visitToken = lookup.headers.get('visit-token');
    const { id } = (await lookup.json()) as { id: number };
    if (!visitToken) throw new Error(`no visit token for ${code}: ${lookup.status}`);
    links.push({ id, visitToken });
  }
  return { links, secret: env.VISIT_TOKEN_SECRET ?? '' };
}

export interface ClickAnswer {
  /** Milliseconds since the load started, when the answer (or the failure) came. */
  at: number;
  /** HTTP status, or 0 when the request failed without one (connection refused or reset). */
  status: number;
  error?: string;
}

/**
 * Clicks as many browsers send them (decision 031): each its own page load's visit key (minted with the server's
 * secret), its own session id (a visitor who accepted analytics cookies, so the session is the stored id) and its
 * own address, so no cap keeps any apart. `connections` clients send one click after another until `stop()`;
 * a click answered 201 or 202 is acknowledged, and its session id is how the database is checked for it.
 */
export function clickLoad(base: string, target: ClickTarget, connections: number) {
  const keys = createVisitKeys(target.secret, { secure: false });
  const run = randomBytes(3).toString('hex');
  const acknowledged: string[] = [];
  const answers: ClickAnswer[] = [];
  let sent = 0;
  let stopped = false;
  const started = performance.now();

  async function client(): Promise<void> {
    while (!stopped) {
      sent += 1;
      const session = `${run}-${sent}`;
      const link = target.links[sent % target.links.length] as ClickTarget['links'][number];
      let answer: ClickAnswer;
      try {
        const response = await fetch(`${base}/api/v1/clicks`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': PHONE,
            'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
            cookie: `${VISIT_COOKIE}=${keys.mint()}; ${ANALYTICS_CONSENT}`,
          },
          body: JSON.stringify({
            onlineAddress: { id: link.id },
            userSessionId: session,
            visitToken: link.visitToken,
          }),
        });
        await response.arrayBuffer();
        answer = { at: performance.now() - started, status: response.status };
        if (response.status === 201 || response.status === 202) acknowledged.push(session);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        answer = {
          at: performance.now() - started,
          status: 0,
          error: cause?.code ?? cause?.message ?? String(error),
        };
      }
      answers.push(answer);
      // A server that is gone or unavailable: the client waits as a page's retry would, instead of spinning.
      if (answer.status === 0 || answer.status === 503) await new Promise((r) => setTimeout(r, 50));
    }
  }

  const clients = Array.from({ length: connections }, client);
  return {
    acknowledged,
    answers,
    elapsed: () => performance.now() - started,
    get sent() {
      return sent;
    },
    /** Sends no more clicks; resolves when every click already sent has its answer. */
    stop(): Promise<void> {
      stopped = true;
      return Promise.all(clients).then(() => undefined);
    },
  };
}

/** How many times the database holds each acknowledged click (counted or kept apart), from the real server. */
export async function storedClicks(databaseUrl: string, sessions: readonly string[]) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ session: string; n: number }>(
      `select user_session_id as session, count(*)::int as n
       from (select user_session_id from clicks union all select user_session_id from suspicious_clicks) c
       group by user_session_id`,
    );
    const copies = new Map(rows.map((row) => [row.session, row.n]));
    const lost = sessions.filter((session) => !copies.has(session));
    return {
      stored: rows.reduce((sum, row) => sum + row.n, 0),
      lost: lost.length,
      lostSample: lost.slice(0, 5),
      doubled: rows.filter((row) => row.n > 1).length,
    };
  } finally {
    await db.end();
  }
}
