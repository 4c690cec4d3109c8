/** The public address of a page's code on this host: `{origin}/{code}` (what is shared and copied). */
export const publicUrlOf = (code: string): string => `${globalThis.location?.origin ?? ''}/${code}`;

/** The address as shown: `{host}/{code}`. */
export const displayAddressOf = (code: string): string => publicUrlOf(code).replace(/^https?:\/\//, '');

/** Opening the page from the panel does not count a click (spec 000 §2 `countClick`). */
export const openUrlOf = (code: string): string => `/${encodeURIComponent(code)}?countClick=false`;

/** The links screen with this page's link selected and its metrics shown (spec 001 §2 "follow metrics"). */
export const metricsUrlOf = (linkId: number): string =>
  `/painel/links/shortened/?onlineAddressId=${linkId}&typeIn=INFOPRODUCT`;
