/** The static first paint the server put in a page (mf-public/src/first-paint), while it is there. */
const FIRST_PAINT_ID = 'atalho-first-paint';
/** On a short link's page, the cookie notice's picture beside it (src/visitor/notice-picture.ts). */
const NOTICE_PICTURE_ID = 'atalho-notice-picture';

/**
 * Takes the first paint away; its CSS keeps the app's root hidden until then. Called in the task that shows the
 * page (or its error), so the page replaces the picture of itself in one frame. No React here: the visitor
 * bootstrap calls it too.
 */
export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  removeNoticePicture(doc);
}

/**
 * A page the server drew with its data (decision 038) is a real page while no script runs: readable, its links
 * followed. Once the shell runs, it is the app's picture like the build-time first paints: out of the tab order
 * and the accessibility tree until the app's page replaces it. Called first thing by the entry.
 */
export function markFirstPaintAsPicture(doc: Document = document): void {
  const paint = doc.getElementById(FIRST_PAINT_ID);
  if (!paint) return;
  paint.setAttribute('aria-hidden', 'true');
  paint.setAttribute('inert', '');
}

/** Takes the cookie notice's picture away, in the task that shows the real notice (or finds it not needed). */
export function removeNoticePicture(doc: Document = document): void {
  doc.getElementById(NOTICE_PICTURE_ID)?.remove();
}
