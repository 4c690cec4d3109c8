import { isbot } from 'isbot';

const MAX_ENTRIES = 1_000;
const MAX_LENGTH = 512;

/**
 * isbot runs one large regular expression per call, a visible share of a click's CPU. Visitors send few
 * distinct User-Agent strings, so answers are remembered (bounded, oldest forgotten first; odd long strings
 * are not kept).
 */
export function createCrawlerCheck(maxEntries = MAX_ENTRIES): (userAgent: string) => boolean {
  const known = new Map<string, boolean>();
  return (userAgent) => {
    const cached = known.get(userAgent);
    if (cached !== undefined) return cached;
    const answer = isbot(userAgent);
    if (userAgent.length <= MAX_LENGTH) {
      if (known.size >= maxEntries) {
        const oldest = known.keys().next();
        if (!oldest.done) known.delete(oldest.value);
      }
      known.set(userAgent, answer);
    }
    return answer;
  };
}

export const isCrawler = createCrawlerCheck();
