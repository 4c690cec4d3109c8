export { loadAuthenticatedUser } from './load-authenticated-user';
export { findUserByEmail, findUserById, listUsers, upsertUserByEmail } from './queries';
export { signInUser } from './sign-in-user';
