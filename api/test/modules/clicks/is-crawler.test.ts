import { describe, expect, it } from 'vitest';
import { createCrawlerCheck } from '../../../src/modules/clicks/is-crawler';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('createCrawlerCheck', () => {
  it('tells crawlers from browsers, the same on repeated calls', () => {
    const isCrawler = createCrawlerCheck();
    for (let i = 0; i < 3; i += 1) {
      expect(isCrawler(CRAWLER)).toBe(true);
      expect(isCrawler(BROWSER)).toBe(false);
    }
  });

  it('stays right once older answers have been forgotten', () => {
    const isCrawler = createCrawlerCheck(2);
    expect(isCrawler(CRAWLER)).toBe(true);
    expect(isCrawler(BROWSER)).toBe(false);
    expect(isCrawler(`${BROWSER} a`)).toBe(false);
    expect(isCrawler(`${BROWSER} b`)).toBe(false);
    expect(isCrawler(CRAWLER)).toBe(true);
  });
});
