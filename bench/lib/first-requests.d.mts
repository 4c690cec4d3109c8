// Types for the TypeScript callers of first-requests.mjs (its test checks the expectation against draws).
/** E[distinct links] after n draws over `count` links (uniform, or Zipf with s = 1). */
export function distinctLinks(count: number, dist: 'zipf' | 'uniform'): (n: number) => number;
/** Shares of each run's requests expected to be their link's first since the start. */
export function firstRequests(count: number, dist: 'zipf' | 'uniform'): { add(requests: number): number };
