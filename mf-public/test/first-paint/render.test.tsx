import { describe, expect, it } from 'vitest';
import { HOME_PATHS, renderFirstPaints } from '../../src/first-paint/render';
import { t } from '../../src/i18n';

const lpScreenshot = {
  src: '/mf/mf-public/static/image/links-panel.abc123.png',
  avif: '/a-480.avif 480w, /a-800.avif 800w, /a-1280.avif 1280w',
  webp: '/w-480.webp 480w, /w-800.webp 800w, /w-1280.webp 1280w',
};

function parse(body: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = body;
  const picture = holder.querySelector<HTMLElement>('#atalho-first-paint');
  if (!picture) throw new Error('no #atalho-first-paint in the first paint');
  return picture;
}

describe('the public pages’ first paint', () => {
  const pages = renderFirstPaints({ lpScreenshot });

  it('covers the home page, its aliases and /lp, each with its CSS and the rule that hides the app', () => {
    expect(Object.keys(pages).sort()).toEqual([...HOME_PATHS, '/lp'].sort());
    for (const page of Object.values(pages)) {
      expect(page.head).toContain('#atalho-first-paint~#root{display:none}');
      expect(page.head).not.toMatch(/<script/i);
      expect(page.body).not.toMatch(/<script/i);
    }
  });

  it('is a picture of the page: its copy, hidden from assistive technology, nothing to operate', () => {
    const home = parse(pages['/']?.body ?? '');
    expect(home.getAttribute('aria-hidden')).toBe('true');
    expect(home.hasAttribute('inert')).toBe(true);
    expect(home.querySelector('h1')?.textContent).toBe(t('heroTitle'));
    expect(home.textContent).toContain(t('heroSubtitle'));
    const landing = parse(pages['/lp']?.body ?? '');
    expect(landing.querySelector('h1')?.textContent).toBe(t('lpTitle'));
    for (const picture of [home, landing]) {
      expect(picture.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
    }
  });

  it('shows /lp’s first screenshot in AVIF/WebP with the PNG as fallback, and preloads the AVIF set', () => {
    const landing = parse(pages['/lp']?.body ?? '');
    const sources = [...landing.querySelectorAll('picture source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['image/avif', lpScreenshot.avif],
      ['image/webp', lpScreenshot.webp],
    ]);
    expect(landing.querySelector('picture img')?.getAttribute('src')).toBe(lpScreenshot.src);
    expect(pages['/lp']?.head).toContain(`imagesrcset="${lpScreenshot.avif}"`);
  });
});
