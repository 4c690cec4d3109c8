/** Writes dist/first-paint.json (the public pages' first paint as static HTML) into `distPath`. */
export function writeFirstPaints(distPath: string): Promise<void>;
