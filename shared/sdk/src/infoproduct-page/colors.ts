import {
  type InfoproductColorName,
  type InfoproductStyleColors,
  infoproductColorNames,
  infoproductStyleDefaults,
} from '@atalho/sdk/schemas';
import { safeColor } from '../bio-page/escape';

type Rgba = [number, number, number, number];

const WHITE: Rgba = [255, 255, 255, 1];
/** The page's own ink and the readable light text (neutral 900 and white of the brand tokens). */
export const INK = '#1a1e23';
const PAPER = '#ffffff';

function parse(hex: string): Rgba {
  let digits = hex.slice(1);
  if (digits.length === 3) digits = Array.from(digits, (d) => d + d).join('');
  const channel = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4), digits.length === 8 ? channel(6) / 255 : 1];
}

/** `top` drawn over the opaque `bottom` (a `#rrggbbaa` colour shows what is under it). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG contrast of a text colour on a background, both as written (the background over white). */
export function contrast(text: string, background: string): number {
  const bg = over(parse(background), WHITE);
  return ratio(over(parse(text), bg), bg);
}

/** The page's ink or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrast(INK, background) >= contrast(PAPER, background) ? INK : PAPER;
}

/**
 * Below 2:1 a text all but disappears (white on a pale yellow, the header's own colour). The owner chose
 * the colours and a weak pair is theirs to keep, but an invisible title is a broken page: only then the
 * readable ink takes its place.
 */
export const VISIBLE_CONTRAST = 2;

export function visibleOn(text: string, background: string): string {
  return contrast(text, background) >= VISIBLE_CONTRAST ? text : readableOn(background);
}

/** Every colour of the style, checked (`#rgb`, `#rrggbb`, `#rrggbbaa`), else its default (spec 001 §3). */
export function styleColors(style: Partial<Record<InfoproductColorName, string>>): InfoproductStyleColors {
  return Object.fromEntries(
    infoproductColorNames.map((name) => [name, safeColor(style[name], infoproductStyleDefaults[name])]),
  ) as InfoproductStyleColors;
}

/** The custom properties the stylesheet reads, on the page's root. */
export function colorVariables(style: Partial<Record<InfoproductColorName, string>>): string {
  const c = styleColors(style);
  const page = PAPER;
  // A text colour on the page's own white needs a real contrast to carry meaning (3:1 for large text and
  // the field borders); the form's colour is used where it does, the ink where it does not.
  const formAccent = contrast(c.formColor, page) >= 3 ? c.formColor : INK;
  const vars: [string, string][] = [
    ['--ip-header', c.headerColor],
    ['--ip-title', visibleOn(c.titleColor, c.headerColor)],
    ['--ip-subtitle', visibleOn(c.subtitleColor, c.headerColor)],
    ['--ip-short', visibleOn(c.shortDescriptionColor, c.headerColor)],
    ['--ip-action', c.btnActionColor],
    ['--ip-action-text', visibleOn(c.btnActionTextColor, c.btnActionColor)],
    ['--ip-itens-title', visibleOn(c.itensTitleColor, page)],
    ['--ip-itens', visibleOn(c.itensColor, page)],
    ['--ip-desc-bg', c.descriptionBackgroundColor],
    ['--ip-desc', visibleOn(c.descriptionColor, c.descriptionBackgroundColor)],
    ['--ip-form', c.formColor],
    ['--ip-form-text', readableOn(c.formColor)],
    ['--ip-form-accent', formAccent],
    ['--ip-footer-bg', c.footerBackgroundColor],
    ['--ip-footer-text', visibleOn(c.footerTextColor, c.footerBackgroundColor)],
  ];
  return vars.map(([name, value]) => `${name}:${value}`).join(';');
}
