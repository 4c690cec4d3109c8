/**
 * Users: sign-in (create or refresh, free plan, session token), the signed-in user with their active plans,
 * and look-ups for the admin CLI. No HTTP routes of its own: `/api/v1/auth` is the auth module's.
 */
export { loadAuthenticatedUser } from './load-authenticated-user';
export { findUserByEmail, listUsers } from './queries';
export { signInUser } from './sign-in-user';
