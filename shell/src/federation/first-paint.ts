import { useLayoutEffect } from 'react';

/** The static first paint the server put in a public page (mf-public/src/first-paint), while it is there. */
const FIRST_PAINT_ID = 'atalho-first-paint';

/**
 * Takes the first paint away; its CSS keeps the app's root hidden until then. Called in the commit that
 * shows the remote's page (or its error), so the page replaces the picture of itself in one frame.
 */
export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}

/** Rendered beside a remote's routes: when they commit, the first paint goes. */
export function FirstPaintDone() {
  useLayoutEffect(() => removeFirstPaint(), []);
  return null;
}
