import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Decision 041: the click's client id (`atalho_cid`) only with analytics consent, decided once per page. */
function setCookie(line: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookies the shell's notice and an older version set
  document.cookie = line;
}

const consent = (analytics: boolean) =>
  setCookie(`atalho_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics }))}; path=/`);

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name),
  );
}

/** A new page load: the module's state starts over. */
async function page() {
  vi.resetModules();
  return (await import('../../src/visitor/client-id')).clientIdWithConsent;
}

beforeEach(() => {
  for (const name of Object.keys(cookies()))
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
});

describe('the client id', () => {
  it('is none, and no cookie is set, while the visitor has not answered or rejected analytics', async () => {
    expect((await page())()).toBeUndefined();
    consent(false);
    expect((await page())()).toBeUndefined();
    expect(cookies().atalho_cid).toBeUndefined();
  });

  it('is removed when one from before is found without consent', async () => {
    setCookie('atalho_cid=antigo; path=/');
    consent(false);
    expect((await page())()).toBeUndefined();
    expect(cookies().atalho_cid).toBeUndefined();
  });

  it('is set once and kept with analytics consent', async () => {
    consent(true);
    const first = (await page())();
    expect(first).toMatch(/\w{8,}/);
    expect(cookies().atalho_cid).toBe(first);
    expect((await page())()).toBe(first);
  });

  it('stays what the page’s first click used when the visitor accepts afterwards', async () => {
    const clientId = await page();
    expect(clientId()).toBeUndefined();
    consent(true);
    expect(clientId()).toBeUndefined();
    expect(cookies().atalho_cid).toBeUndefined();
    expect((await page())()).toMatch(/\w{8,}/);
  });
});
