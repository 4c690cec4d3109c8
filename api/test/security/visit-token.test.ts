import { describe, expect, it } from 'vitest';
import { createVisitTokens, VISIT_TOKEN_WINDOW_MS } from '../../src/security/visit-token';

describe('visit tokens', () => {
  it('are the same for every visitor of a link in one window, and differ per link and per window', () => {
    let now = 10 * VISIT_TOKEN_WINDOW_MS;
    const tokens = createVisitTokens('segredo', () => now);
    const first = tokens.issue(7);
    expect(tokens.issue(7)).toBe(first);
    expect(tokens.issue(8)).not.toBe(first);
    now += VISIT_TOKEN_WINDOW_MS;
    expect(tokens.issue(7)).not.toBe(first);
  });

  it('are accepted in their window and the next one only: 15 to 30 minutes', () => {
    let now = 10 * VISIT_TOKEN_WINDOW_MS + 1;
    const tokens = createVisitTokens('segredo', () => now);
    const token = tokens.issue(7);
    expect(tokens.verify(token, 7)).toBe(true);
    now += VISIT_TOKEN_WINDOW_MS;
    expect(tokens.verify(token, 7)).toBe(true);
    now += VISIT_TOKEN_WINDOW_MS;
    expect(tokens.verify(token, 7)).toBe(false);
  });

  it('refuse another link, another secret, a future window and malformed values', () => {
    const now = () => 10 * VISIT_TOKEN_WINDOW_MS;
    const tokens = createVisitTokens('segredo', now);
    const token = tokens.issue(7);
    expect(tokens.verify(token, 8)).toBe(false);
    expect(createVisitTokens('outro', now).verify(token, 7)).toBe(false);
    expect(tokens.verify(tokens.issue(7, 11), 7)).toBe(false);
    for (const bad of [undefined, '', '.', 'a', 'a.b', `${token}x`, token.slice(0, -1), `.${token}`]) {
      expect(tokens.verify(bad, 7), String(bad)).toBe(false);
    }
  });
});
