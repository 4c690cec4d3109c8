import { registerClick, registerContactAccess } from '@atalho/sdk';
import { clickPropertiesFor, shouldCountClick } from './click-properties';
import { ensureClientId } from './client-id';

interface VisitInput {
  linkId: number;
  code: string;
  contactCode?: string;
  search: URLSearchParams;
}

/**
 * Records the click (unless countClick is present) and the campaign contact's access. Never rejects:
 * a failed record must not keep the visitor from the destination.
 */
export function trackVisit(input: VisitInput): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (shouldCountClick(input.search)) {
    tasks.push(
      registerClick({
        onlineAddress: { id: input.linkId },
        clickProperties: clickPropertiesFor({
          userAgent: navigator.userAgent,
          width: window.innerWidth,
          search: input.search,
        }),
        userSessionId: ensureClientId(),
      }),
    );
  }
  if (input.contactCode) {
    tasks.push(registerContactAccess({ contactCode: input.contactCode, onlineAddressCode: input.code }));
  }
  return Promise.allSettled(tasks).then(() => undefined);
}
