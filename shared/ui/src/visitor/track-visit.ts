import { registerClick, registerContactAccess } from '@atalho/sdk';
import { clickPropertiesFor, shouldCountClick } from './click-properties';
import { clientIdWithConsent } from './client-id';

interface VisitInput {
  linkId: number;
  /** The link's code: a campaign contact's access names the link by it (the redirect screen's links). */
  code?: string | undefined;
  /** `/{code}/{contactCode}`: the SMS campaign contact who opened the link. */
  contactCode?: string | undefined;
  /** The token the page or the lookup came with: without it the server acknowledges but does not count. */
  visitToken: string | null;
  search: URLSearchParams;
}

/**
 * Records the click and, on a campaign contact's copy of the link, the contact's access (neither when
 * countClick is present), with the same visit token. Never rejects: a failed record must not keep the visitor
 * from the destination.
 */
export async function trackVisit(input: VisitInput): Promise<void> {
  if (!shouldCountClick(input.search)) return;
  const token = input.visitToken ? { visitToken: input.visitToken } : {};
  const userSessionId = clientIdWithConsent();
  const click = registerClick({
    onlineAddress: { id: input.linkId },
    clickProperties: clickPropertiesFor({
      userAgent: navigator.userAgent,
      width: window.innerWidth,
      search: input.search,
    }),
    ...(userSessionId ? { userSessionId } : {}),
    ...token,
  }).catch(() => undefined);
  const access =
    input.contactCode && input.code
      ? registerContactAccess({
          contact: { code: input.contactCode },
          onlineAddress: { code: input.code },
          ...token,
        }).catch(() => undefined)
      : undefined;
  await Promise.all([click, access]);
}
