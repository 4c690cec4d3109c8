import { describe, expect, it } from 'vitest';
import { DESTINATION_SLOT } from '../../src/first-paint/redirect-picture';
import { renderFirstPaints } from '../../src/first-paint/render';
import { t } from '../../src/i18n';
import { HOME_PATHS } from '../../src/pages/home/paths';

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
    const paths = [...HOME_PATHS, '/lp'];
    expect(Object.keys(pages).sort()).toEqual([...paths, 'redirect:free', 'redirect:paid'].sort());
    for (const page of paths.map((path) => pages[path])) {
      if (!page) throw new Error('missing page');
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

describe('/{code}’s first paint', () => {
  const pages = renderFirstPaints({ lpScreenshot });

  it('is the countdown screen at its first second, drawn by the screen’s own code, with the destination’s slot', () => {
    const free = parse(pages['redirect:free']?.body ?? '');
    const paid = parse(pages['redirect:paid']?.body ?? '');
    for (const picture of [free, paid]) {
      expect(picture.getAttribute('aria-hidden')).toBe('true');
      expect(picture.hasAttribute('inert')).toBe(true);
      expect(picture.querySelector('h1')?.textContent).toBe('Você será redirecionado para');
      const target = picture.querySelector('a.atl-target');
      expect(target?.getAttribute('href')).toBe(DESTINATION_SLOT);
      expect(target?.textContent).toBe(DESTINATION_SLOT);
      expect(picture.querySelector('.atl-actions button')?.textContent).toBe('Cancelar');
      expect(picture.innerHTML).not.toMatch(/<script/i);
    }
    // Free plans start at 10 % and show the promotion; paid ones start at 0 % without it (wait-rules.ts).
    expect(free.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('10');
    expect(free.querySelector('.atl-promo')).not.toBeNull();
    expect(paid.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('0');
    expect(paid.querySelector('.atl-promo')).toBeNull();
    // The server adds the stylesheet, whose address follows the remote's deployment.
    expect(pages['redirect:free']?.head).toBe('');
  });
});
