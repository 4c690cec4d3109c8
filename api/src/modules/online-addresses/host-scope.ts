import type { HostScope } from '../../extensions';
import type { CachedView } from '../../visitor-cache';

/**
 * Whether a cached link answers on the request's host (decision 033): every link on the main host; on a customer's
 * verified host only that owner's, while their plan has `customDomain`; none on a host that does not serve.
 */
export function answersOn(scope: HostScope, entry: CachedView): boolean {
  if (scope.kind === 'main') return true;
  if (scope.kind === 'closed' || entry.ownerId !== scope.ownerId) return false;
  return entry.view?.user?.features.includes('customDomain') === true;
}
