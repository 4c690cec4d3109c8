/**
 * Counted clicks allowed per visitor and link in one clock hour (issue 9). A visitor is their session id (the
 * redirect screen's client id) together with their address: a visitor who sends no session id shares the
 * address's sessionless count.
 */
export const CLICKS_PER_VISITOR_HOUR = 10;
/**
 * Distinct sessions counted per address and link in one clock hour (issue 34): each needs a page load of its
 * own (a visit key), so past this many a new session from that address is kept apart. 100 is the shared NAT
 * the issue asks to count whole (100 browsers behind one address); decision 031.
 */
export const SESSIONS_PER_ADDRESS_HOUR = 100;
/**
 * Counted clicks allowed per address and link in one clock hour, whatever the session ids: the sessions'
 * own caps together, a ceiling for the ledger's memory as much as a rule.
 */
export const CLICKS_PER_ADDRESS_HOUR = 1_000;

export const HOUR_MS = 3_600_000;
/** Counters kept at most; past it they start over (a flood of made-up visitors cannot grow memory). */
const MAX_COUNTERS = 200_000;

/** Why a click was kept apart instead of counted (`suspicious_clicks.reason`). */
export type CapSuspicion = 'visitor-cap' | 'address-cap';

export interface CapOptions {
  perVisitor?: number;
  sessionsPerAddress?: number;
  perAddress?: number;
  now?: () => number;
}

interface CapLimits {
  perVisitor: number;
  sessionsPerAddress: number;
  perAddress: number;
}

export function capLimitsOf(options: CapOptions = {}): CapLimits {
  return {
    perVisitor: options.perVisitor ?? CLICKS_PER_VISITOR_HOUR,
    sessionsPerAddress: options.sessionsPerAddress ?? SESSIONS_PER_ADDRESS_HOUR,
    perAddress: options.perAddress ?? CLICKS_PER_ADDRESS_HOUR,
  };
}

/**
 * Counts clicks per visitor, and the distinct sessions and clicks per address, for each link in this process,
 * in fixed clock-hour windows, and names the cap a click goes over (null while under all). `address` is the
 * address group (IPv6 by /64, `addressGroupOf`). The Redis ledger (visit-ledger.ts) applies the same rules
 * across instances.
 */
export function createClickCap(options: CapOptions = {}) {
  const limits = capLimitsOf(options);
  const now = options.now ?? Date.now;
  let hour = -1;
  const counts = new Map<string, number>();
  const sessions = new Map<string, Set<string>>();
  const bump = (key: string) => {
    const next = (counts.get(key) ?? 0) + 1;
    counts.set(key, next);
    return next;
  };
  return (click: {
    onlineAddressId: number;
    userSessionId: string | null;
    address: string;
  }): CapSuspicion | null => {
    const current = Math.floor(now() / HOUR_MS);
    if (current !== hour || counts.size + sessions.size >= MAX_COUNTERS) {
      hour = current;
      counts.clear();
      sessions.clear();
    }
    const address = `${click.onlineAddressId} ${click.address}`;
    const session = click.userSessionId ?? '';
    // A visitor over their cap does not use up the address's room left for the others behind it.
    if (bump(`${address} ${session}`) > limits.perVisitor) return 'visitor-cap';
    let known = sessions.get(address);
    if (!known) {
      known = new Set();
      sessions.set(address, known);
    }
    if (!known.has(session)) {
      if (known.size >= limits.sessionsPerAddress) return 'address-cap';
      known.add(session);
    }
    return bump(address) > limits.perAddress ? 'address-cap' : null;
  };
}
