export const PANEL_HOME = '/painel/links/shortened';

export interface LandingDeps {
  signIn(token: string): void;
  hasStoredAuthorization(): boolean;
  takeTargetRoute(): string | null;
}

/** Only same-site paths are followed, so a stored target can never send the user elsewhere. */
function safeTarget(route: string | null): string | null {
  return route?.startsWith('/') && !route.startsWith('//') ? route : null;
}

/**
 * The authentication landing (spec 000 §2): an `authorization` query value signs in and goes to
 * the saved target route or the links page; an already stored token goes to the links page;
 * otherwise home.
 */
export function resolveLanding(search: string, deps: LandingDeps): string {
  const token = new URLSearchParams(search).get('authorization');
  if (token) {
    deps.signIn(token);
    return safeTarget(deps.takeTargetRoute()) ?? PANEL_HOME;
  }
  return deps.hasStoredAuthorization() ? PANEL_HOME : '/';
}
