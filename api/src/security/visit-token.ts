import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Visit tokens (issue 9): the `/{code}` page and the visitor lookup carry one, and a click counts only with a
 * valid one, so a click needs a page view the server served. A token is the same for every visitor of a
 * link during one window (an HMAC of the link id and the window number), so the hot path keeps answering
 * prepared bytes: a link's page and lookup are prepared again once per window, not per request. A token is
 * accepted in its window and the next one: it lives at least VISIT_TOKEN_WINDOW_MS and at most twice that.
 */
export const VISIT_TOKEN_WINDOW_MS = 15 * 60_000;

const MAC_CHARS = 22; // 132 bits of HMAC-SHA256, base64url

export interface VisitTokens {
  /** The number of the current window; a prepared answer is stale once this changes. */
  window(): number;
  /** The token of a link for a window (the current one by default). */
  issue(linkId: number, window?: number): string;
  /** True for a token of this link issued in the current or the previous window. */
  verify(token: string | undefined, linkId: number): boolean;
}

/** Tokens remembered at most (a click checks its link's without computing an HMAC); past it they start over. */
const MAX_REMEMBERED = 100_000;

export function createVisitTokens(secret: string, now: () => number = Date.now): VisitTokens {
  const window = () => Math.floor(now() / VISIT_TOKEN_WINDOW_MS);
  const mac = (linkId: number, at: number) =>
    createHmac('sha256', secret).update(`${linkId}:${at}`).digest('base64url').slice(0, MAC_CHARS);
  // The current and previous windows' tokens of the links being clicked: an HMAC is most of a check's cost.
  const remembered = new Map<string, string>();
  let rememberedWindow = -1;
  const issue = (linkId: number, at = window()) => {
    const current = window();
    if (current !== rememberedWindow || remembered.size >= MAX_REMEMBERED) {
      remembered.clear();
      rememberedWindow = current;
    }
    const key = `${at}:${linkId}`;
    let token = remembered.get(key);
    if (token === undefined) {
      token = `${at.toString(36)}.${mac(linkId, at)}`;
      remembered.set(key, token);
    }
    return token;
  };
  return {
    window,
    issue,
    verify(token, linkId) {
      if (!token) return false;
      const dot = token.indexOf('.');
      const at = Number.parseInt(token.slice(0, dot), 36);
      const current = window();
      if (dot < 1 || (at !== current && at !== current - 1)) return false;
      const expected = Buffer.from(issue(linkId, at));
      const sent = Buffer.from(token);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
  };
}
