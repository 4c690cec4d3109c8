import { registerClick } from '@atalho/sdk';
import { clickPropertiesFor, shouldCountClick } from './click-properties';
import { ensureClientId } from './client-id';

interface VisitInput {
  linkId: number;
  /** The token the page or the lookup came with: without it the server acknowledges but does not count. */
  visitToken: string | null;
  search: URLSearchParams;
}

/**
 * Records the click (unless countClick is present). The campaign contact's access is recorded once the SMS
 * area has its API route (`/{code}/{contactCode}` already opens the link). Never rejects:
 * a failed record must not keep the visitor from the destination.
 */
export async function trackVisit(input: VisitInput): Promise<void> {
  if (!shouldCountClick(input.search)) return;
  await registerClick({
    onlineAddress: { id: input.linkId },
    clickProperties: clickPropertiesFor({
      userAgent: navigator.userAgent,
      width: window.innerWidth,
      search: input.search,
    }),
    userSessionId: ensureClientId(),
    ...(input.visitToken ? { visitToken: input.visitToken } : {}),
  }).catch(() => undefined);
}
