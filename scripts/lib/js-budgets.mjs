// The JavaScript byte budgets of issue 10 (and issue 12's for the dashboard): what a fresh browser (empty
// cache) downloads, compressed, for each kind of page. `npm run measure:js` prints them beside the measured
// bytes; `npm test` (step `js-budget`) fails when a page goes over its ceiling. Sizes are gzip (the larger of
// the two encodings browsers accept), so they hold whichever one the server sends.
//
// `target` is the budget. `ceiling` is what `--check` enforces: the page's current size plus a small
// margin, so any regression fails; once a page is under its target the ceiling stays that close, below the
// target (`/{code}`, decision 021; `/lp`, decision 022; `/`, decision 023; every page, decision 003's
// federation runtime section).
// Lower a ceiling when a page gets lighter; raising one needs a line in decision 012.
const KB = 1024;

/** page key → { label, target, ceiling } in bytes (gzip) */
export const jsBudgets = {
  visitor: { label: 'visitor /{code}', target: 100 * KB, ceiling: 88 * KB },
  // Issue 30: ≤ 30 KB before the page is usable, which it is with none (server-rendered, decision 027); what
  // loads after it (the shell's entry with the federation runtime, the island) is held at its size.
  bio: { label: 'bio /{username}', target: 30 * KB, ceiling: 78 * KB },
  // Issue 31: the same for the lead page (decision 027): usable with none; after it, the shell's entry and
  // mf-infoproduct's island (2 KB gzip). The form's rules, confirmation and client load on its first focus.
  infoproduct: { label: 'lead page /{subdomain}', target: 30 * KB, ceiling: 78 * KB },
  // Issue 32: the SMS opt-in and opt-out pages (/i/{code}, /o/{code}): server-rendered and usable with none
  // (decision 032); after it, the shell's entry and mf-sms's DOM island (76.1 KB; 163.7 as a React page).
  optIn: { label: 'opt-in /i/{code}', target: 100 * KB, ceiling: 79 * KB },
  home: { label: 'home /', target: 200 * KB, ceiling: 182 * KB },
  lp: { label: 'landing /lp', target: 200 * KB, ceiling: 163 * KB },
  plans: { label: 'plans /plans', target: 250 * KB, ceiling: 174 * KB },
  // Issue 37 item 10: the legal page and the visitor's news, light public pages like /lp drawn by the server with
  // their text (decision 038): 373.3 and 359.7 KB as Chakra pages of the app.
  privacy: { label: 'privacy /privacy-policy', target: 200 * KB, ceiling: 170 * KB },
  whatsNew: { label: 'news /whats-new', target: 200 * KB, ceiling: 158 * KB },
  panel: { label: 'panel /painel/links/shortened', target: 350 * KB, ceiling: 359 * KB },
  // Issue 12: mf-analytics' own files for a PRO owner's dashboard, echarts and the world map included.
  analytics: { label: 'mf-analytics /painel/analytics', target: 250 * KB, ceiling: 240 * KB },
};
