import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A page's first paint as mf-public's build wrote it (mf-public/scripts/prerender.mjs). */
export interface FirstPaint {
  /** Its CSS (and the preload of its largest image), for the head. */
  head: string;
  /** Its markup, placed before the app's root. */
  body: string;
}

function isFirstPaint(value: unknown): value is FirstPaint {
  if (typeof value !== 'object' || value === null) return false;
  const { head, body } = value as Record<string, unknown>;
  return typeof head === 'string' && typeof body === 'string';
}

/** The public pages' first paints, by path, read once from mf-public's build (again only while missing). */
export interface FirstPaints {
  of(path: string): Promise<FirstPaint | undefined>;
}

export function createFirstPaints(staticRoot: string): FirstPaints {
  const file = join(staticRoot, 'mf-public', 'dist', 'first-paint.json');
  let pages: Map<string, FirstPaint> | undefined;
  return {
    async of(path) {
      if (!pages) {
        const parsed: unknown = await readFile(file, 'utf8')
          .then((text) => JSON.parse(text))
          .catch(() => undefined);
        if (typeof parsed !== 'object' || parsed === null) return undefined;
        pages = new Map(
          Object.entries(parsed).filter((entry): entry is [string, FirstPaint] => isFirstPaint(entry[1])),
        );
      }
      return pages.get(path);
    },
  };
}
