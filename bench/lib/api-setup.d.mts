// Types for the TypeScript callers of api-setup.mjs (the admin CLI test signs in with it).
/** Signs in through the development form as a browser does and returns the bearer token. */
export function signIn(base: string, email?: string, name?: string): Promise<string>;
