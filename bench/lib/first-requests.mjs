// How many of a seeded run's requests are the first one for their link since the server started (issue 14):
// no cache, however large, answers those, so they bound the hit share a run can reach. Expected values for
// independent draws of the load generators' pickers (wrk.mjs, load.mjs): after n draws over N links with
// probabilities p_k, E[distinct links] = Σ (1 − (1 − p_k)^n).

/** E[distinct links] after n draws, as a function of n, for `count` links under `dist` (zipf: s = 1). */
export function distinctLinks(count, dist) {
  if (dist !== 'zipf') return (n) => count * -Math.expm1(n * Math.log1p(-1 / count));
  let harmonic = 0;
  for (let k = 1; k <= count; k += 1) harmonic += 1 / k;
  const logMiss = new Float64Array(count);
  for (let k = 1; k <= count; k += 1) logMiss[k - 1] = Math.log1p(-1 / (k * harmonic));
  return (n) => {
    let distinct = 0;
    for (let k = 0; k < count; k += 1) distinct -= Math.expm1(n * logMiss[k]);
    return distinct;
  };
}

/**
 * Follows the requests one server answers, run after run; `add(requests)` gives the share of that run's
 * requests expected to be their link's first since the start.
 */
export function firstRequests(count, dist) {
  const distinct = distinctLinks(count, dist);
  let served = 0;
  let seen = 0;
  return {
    add(requests) {
      served += requests;
      const now = distinct(served);
      const share = requests > 0 ? (now - seen) / requests : 0;
      seen = now;
      return share;
    },
  };
}
