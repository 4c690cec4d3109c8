/** Writes dist/first-paint.json (the cookie notice's picture for short links' first paint) into `distPath`. */
export function writeNoticePicture(distPath: string): Promise<void>;
