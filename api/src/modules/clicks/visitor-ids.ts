import { createHmac, randomBytes } from 'node:crypto';

/**
 * Visitor ids without a cookie (decision 041): for a visitor who did not accept analytics cookies, the click's
 * session is a keyed hash of the day's random salt, the link's owner, the address and the User-Agent. The same
 * browser on the same address is one visitor of an owner's links for the day; the next day it is a new one, and
 * once the day's salt is deleted no one can tell which address and browser an id came from.
 */
export interface VisitorIds {
  /** The visitor's id for the day of `now` (22 characters, base64url of 128 bits). */
  idOf(visitor: {
    ownerId: number | null;
    ip: string;
    userAgent: string | undefined;
    now: Date;
  }): Promise<string>;
}

/**
 * The ids' day is São Paulo's: most owners read their dashboards in that zone (decision 019's local days), so
 * "once per visitor per day" matches the days of their charts.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The visitor ids' day of an instant, `YYYY-MM-DD` in São Paulo. */
export function visitorDayOf(at: Date): string {
  return dayFormat.format(at);
}

/** Every zone's offset is whole quarter hours (decision 019): the day is the same across one UTC quarter hour. */
const QUARTER_HOUR_MS = 900_000;

/**
 * `saltOf(day, fresh)` answers the day's salt (hex), storing `fresh` if the day has none yet (`ensureVisitorSalt`).
 * The salt is kept in memory for its day, so the database is asked once a day per instance; a failed read is
 * asked again on the next click.
 */
export function createVisitorIds(saltOf: (day: string, fresh: string) => Promise<string>): VisitorIds {
  let quarter = Number.NaN;
  let day = '';
  let salt: { day: string; key: Promise<Buffer> } | undefined;
  const keyOf = (at: Date): Promise<Buffer> => {
    const current = Math.floor(at.getTime() / QUARTER_HOUR_MS);
    if (current !== quarter) {
      quarter = current;
      day = visitorDayOf(at);
    }
    if (salt?.day === day) return salt.key;
    const key = saltOf(day, randomBytes(32).toString('hex')).then((hex) => Buffer.from(hex, 'hex'));
    const entry = { day, key };
    salt = entry;
    key.catch(() => {
      if (salt === entry) salt = undefined;
    });
    return key;
  };
  return {
    async idOf({ ownerId, ip, userAgent, now }) {
      const key = await keyOf(now);
      return createHmac('sha256', key)
        .update(`${ownerId ?? ''}\n${ip}\n${userAgent ?? ''}`)
        .digest()
        .subarray(0, 16)
        .toString('base64url');
    },
  };
}
