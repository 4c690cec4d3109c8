import { useLayoutEffect } from 'react';

/** The countdown's static first paint the server put in the page (src/first-paint/VisitorFirstPaint.tsx). */
export const VISITOR_FIRST_PAINT_ID = 'atalho-first-paint';

/**
 * Takes the first paint away once `shown` (the screen has something to show in its place); its CSS keeps the
 * app's root hidden until then, so the picture and the page swap in one frame.
 */
export function useFirstPaintGone(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) document.getElementById(VISITOR_FIRST_PAINT_ID)?.remove();
  }, [shown]);
}
