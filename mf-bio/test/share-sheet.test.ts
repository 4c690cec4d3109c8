import { afterEach, describe, expect, it } from 'vitest';
import { openShareSheet } from '../src/visitor/share-sheet';

afterEach(() => {
  for (const sheet of document.querySelectorAll('dialog')) sheet.remove();
});

describe("the bio page's share sheet", () => {
  it("shares the page's address with each network's share option", () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    openShareSheet('https://atalho.test/anadoces', 'Ana Doces', opener);
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('dialog.bio-sheet a')].map((a) => a.href);
    expect(hrefs).toHaveLength(6);
    for (const option of ['whatsapp', 'facebook', 'twitter', 'linkedin', 'messenger', 'email']) {
      expect(hrefs.some((href) => href.includes(encodeURIComponent(`anadoces?s=${option}`)))).toBe(true);
    }
  });
});
