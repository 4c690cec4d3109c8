/**
 * Counted clicks allowed per visitor and link in one clock hour (issue 9). A visitor is their session id (the
 * redirect screen's client id) together with their address: a visitor who sends no session id shares the
 * address's sessionless count.
 */
export const CLICKS_PER_VISITOR_HOUR = 10;
/**
 * Counted clicks allowed per address and link in one clock hour, whatever the session ids. Far above the
 * visitor cap: carrier-grade NAT puts many Brazilian phones behind one address.
 */
export const CLICKS_PER_ADDRESS_HOUR = 1_000;

const HOUR_MS = 3_600_000;
/** Counters kept at most; past it they start over (a flood of made-up visitors cannot grow memory). */
const MAX_COUNTERS = 200_000;

/** Why a click was kept apart instead of counted (`suspicious_clicks.reason`). */
export type Suspicion = 'visitor-cap' | 'address-cap';

export interface CapOptions {
  perVisitor?: number;
  perAddress?: number;
  now?: () => number;
}

/**
 * Counts clicks per visitor and per address for each link in this process, in fixed clock-hour windows,
 * and names the cap a click goes over (null while under both). With several instances each counts its own
 * share, so the caps hold per instance.
 */
export function createClickCap(options: CapOptions = {}) {
  const perVisitor = options.perVisitor ?? CLICKS_PER_VISITOR_HOUR;
  const perAddress = options.perAddress ?? CLICKS_PER_ADDRESS_HOUR;
  const now = options.now ?? Date.now;
  let hour = -1;
  const counts = new Map<string, number>();
  const bump = (key: string) => {
    const next = (counts.get(key) ?? 0) + 1;
    counts.set(key, next);
    return next;
  };
  return (click: {
    onlineAddressId: number;
    userSessionId: string | null;
    address: string;
  }): Suspicion | null => {
    const current = Math.floor(now() / HOUR_MS);
    if (current !== hour || counts.size >= MAX_COUNTERS) {
      hour = current;
      counts.clear();
    }
    const address = `${click.onlineAddressId} ${click.address}`;
    // A visitor over their cap does not use up the address's room left for the others behind it.
    if (bump(`${address} ${click.userSessionId ?? ''}`) > perVisitor) return 'visitor-cap';
    return bump(address) > perAddress ? 'address-cap' : null;
  };
}

export type ClickCap = ReturnType<typeof createClickCap>;
