export const PANEL_HOME = '/painel/links/shortened';

export interface LandingDeps {
  /** Exchanges the single-use sign-in code for a bearer token (POST /api/v1/auth/exchange). */
  exchange(code: string): Promise<string>;
  signIn(token: string): void;
  hasStoredAuthorization(): boolean;
  takeTargetRoute(): string | null;
}

/** Only same-site paths are followed, so a stored target can never send the user elsewhere. */
function safeTarget(route: string | null): string | null {
  return route?.startsWith('/') && !route.startsWith('//') ? route : null;
}

/**
 * The authentication landing (spec 000 §2): the `authorization` query value is a single-use code, exchanged
 * for a token only by the browser that started sign-in; it signs in and goes to the saved target route or the
 * links page. A code that does not exchange (reused, expired, planted from another browser) changes nothing:
 * an already stored session goes to the links page, otherwise home.
 */
export async function resolveLanding(search: string, deps: LandingDeps): Promise<string> {
  const code = new URLSearchParams(search).get('authorization');
  if (code) {
    const token = await deps.exchange(code).catch(() => null);
    if (token) {
      deps.signIn(token);
      return safeTarget(deps.takeTargetRoute()) ?? PANEL_HOME;
    }
  }
  return deps.hasStoredAuthorization() ? PANEL_HOME : '/';
}
