/** Draws the default link-preview image (1200×630 PNG). */
export function drawDefaultOgImage(): Buffer;
/** Writes og-default.<hash>.png into `dir` (replacing an older one) and returns its file name. */
export function writeDefaultOgImage(dir: string): string;
