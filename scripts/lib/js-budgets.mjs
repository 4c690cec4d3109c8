// The JavaScript byte budgets of issue 10: what a fresh browser (empty cache) downloads, compressed, for
// each kind of page. `npm run measure:js` prints them beside the measured bytes; `npm test` (step
// `js-budget`) fails when a page goes over. Budgets are on the gzip size (the larger of the two encodings
// browsers accept), so they hold whichever one the server sends.
export const KB = 1024;

/** page key → { label, budget in bytes (gzip) } */
export const jsBudgets = {
  visitor: { label: 'visitor /{code}', gzip: 100 * KB },
  home: { label: 'home /', gzip: 200 * KB },
  lp: { label: 'landing /lp', gzip: 200 * KB },
  plans: { label: 'plans /plans', gzip: 250 * KB },
  panel: { label: 'panel /painel/links/shortened', gzip: 350 * KB },
};
