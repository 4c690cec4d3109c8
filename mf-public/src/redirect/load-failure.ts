/**
 * Whether a failed link lookup may succeed if tried again: no answer at all (network), a server error
 * (database down: 5xx), a rate limit or timeout, or a 401 (the SDK has just dropped a stale session). The
 * visitor is offered a retry then; a 404 or another client error means the link is not there (spec 000 §8:
 * go to /).
 */
export function isTemporaryFailure(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'response' in error && error.response instanceof Response
      ? error.response.status
      : undefined;
  return status === undefined || status >= 500 || status === 401 || status === 408 || status === 429;
}
