import { useLayoutEffect } from 'react';
import { removeFirstPaint } from './remove-first-paint';

export { removeFirstPaint };

/** Rendered beside a remote's routes: when they commit, the first paint goes. */
export function FirstPaintDone() {
  useLayoutEffect(() => removeFirstPaint(), []);
  return null;
}
