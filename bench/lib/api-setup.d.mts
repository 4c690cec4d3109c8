// Types for the TypeScript callers of api-setup.mjs (the admin CLI test signs in with it).
/** Signs in through the development form as a browser does and returns the bearer token. */
export function signIn(base: string, email?: string, name?: string): Promise<string>;
/** Grants a plan through the server's loopback admin route (the admin token of its DATA_DIR/admin.json). */
export function grantPlan(base: string, adminToken: string, email: string, plan: string): Promise<void>;
/** Creates `count` links for the token's owner, 32 at a time. */
export function createLinks(
  base: string,
  token: string,
  count: number,
): Promise<{ code: string; url: string }[]>;
