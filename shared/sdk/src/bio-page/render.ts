import {
  type BioColorName,
  type BiographyView,
  bioLayouts,
  bioShadows,
  bioShapes,
  bioSocialNetworks,
  bioTemplates,
} from '../schemas/biographies';
import { bioPageCss } from './css';
import { escapeHtml, safeColor, safeUrl } from './escape';
import { bioFontOf, fontFaceCss } from './fonts';
import { glyphs, socialIcon } from './icons';
import { type BioPageLabels, defaultBioPageLabels } from './labels';
import { renderSection, type SectionContext, tappable } from './sections';

export interface BioPageOptions {
  /** The page's own address, which the share button shares. */
  pageUrl: string;
  /** "Crie sua página" promotion: on unless the owner is PRO or BUSINESS (spec 000 §6, spec 001 §2). */
  promotion: boolean;
  promotionUrl: string;
  /** The visitor page (real iframes for YouTube) or the editor's preview (a poster instead of an iframe; links inert). */
  mode: 'page' | 'preview';
  /** The address of a font file, e.g. (file) => `/fonts/bio/${file}`. */
  fontUrl: (file: string) => string;
  /** Labels for buttons, Portuguese by default. */
  labels?: Partial<BioPageLabels>;
}

export interface BioPage {
  /** The whole page body, in one `.bio-page` root. */
  html: string;
  /** One stylesheet, every rule under `.bio-page`, with the chosen font's faces only. */
  css: string;
  /** The chosen font's family and its regular file (to preload). */
  font: { family: string; file: string };
}

/** CSS custom property of each colour, set on the root. */
const COLOR_VARS: Record<BioColorName, string> = {
  headerColor: '--bio-header',
  backgroundColor: '--bio-bg',
  titleColor: '--bio-title',
  descriptionColor: '--bio-desc',
  socialIconsColor: '--bio-icons',
  sectionColor: '--bio-section',
  sectionTextColor: '--bio-section-text',
};

const pick = <T extends number>(allowed: readonly T[], value: number, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function socialLinks(bio: BiographyView, labels: BioPageLabels): string {
  const items = bio.socialLinks
    .filter((social) => Object.hasOwn(bioSocialNetworks, social.title))
    .map((social) => {
      const link = social.onlineAddress;
      const name = escapeHtml(social.title);
      return `<li>${tappable('bio-social-link', safeUrl(link.url), link, socialIcon(social.title), ` aria-label="${name}" title="${name}"`)}</li>`;
    });
  if (items.length === 0) return '';
  return `<nav class="bio-social" aria-label="${escapeHtml(labels.socialLinks)}"><ul class="bio-social-list">${items.join('')}</ul></nav>`;
}

function header(bio: BiographyView, labels: BioPageLabels): string {
  const name = bio.name.trim();
  const cover = safeUrl(bio.cover);
  const picture = safeUrl(bio.picture);
  const initial = escapeHtml(Array.from(name)[0]?.toUpperCase() ?? '');
  const avatar = picture
    ? `<img class="bio-avatar-img" src="${escapeHtml(picture)}" alt="${escapeHtml(labels.picture(name))}" decoding="async">`
    : `<span class="bio-avatar-initial" aria-hidden="true">${initial}</span>`;
  const description = bio.description.trim();
  return (
    `<header class="bio-header"><div class="bio-cover${cover ? '' : ' bio-cover-empty'}">${
      cover ? `<img class="bio-cover-img" src="${escapeHtml(cover)}" alt="" decoding="async">` : ''
    }</div><div class="bio-profile"><div class="bio-avatar">${avatar}</div><div class="bio-intro">` +
    `<h1 class="bio-name">${escapeHtml(name)}</h1>${
      description ? `<p class="bio-description">${escapeHtml(description)}</p>` : ''
    }</div></div></header>`
  );
}

function footer(options: BioPageOptions, labels: BioPageLabels): string {
  const promotionHref = options.promotion ? safeUrl(options.promotionUrl) : null;
  const promotion = promotionHref
    ? `<a class="bio-promo" href="${escapeHtml(promotionHref)}" rel="noopener">${glyphs.atalho}<span>${escapeHtml(labels.promotion)}</span></a>`
    : '';
  const share = `<button type="button" class="bio-share" data-bio-share data-bio-url="${escapeHtml(options.pageUrl)}" hidden>${glyphs.share}<span>${escapeHtml(labels.share)}</span></button>`;
  return `<footer class="bio-footer">${share}${promotion}</footer>`;
}

/**
 * The public bio page (`/{username}`) and the editor's live preview, from one function: plain HTML that works
 * with JavaScript off, and a stylesheet scoped to `.bio-page`. Every text is escaped, only http(s) addresses
 * become links or images, and only HEX_COLOR colours reach the CSS (else the layout's template colour).
 */
export function renderBioPage(bio: BiographyView, options: BioPageOptions): BioPage {
  const labels: BioPageLabels = { ...defaultBioPageLabels, ...options.labels };
  const layout = pick(bioLayouts, bio.layout, 1);
  const shape = pick(bioShapes, bio.shape, 8);
  const shadow = pick(bioShadows, bio.shadow, 1);
  const template = bioTemplates.find((t) => t.appearance.layout === layout) ?? bioTemplates[0];
  const font = bioFontOf(bio.font);
  const regular = font.faces[0]?.file ?? '';

  const vars = (Object.keys(COLOR_VARS) as BioColorName[]).map(
    (name) => `${COLOR_VARS[name]}:${safeColor(bio[name], template?.appearance[name] ?? '#000000')}`,
  );
  const textFont = font.display ? 'var(--bio-system)' : 'var(--bio-font)';
  vars.push(`--bio-font:"${font.family}",${font.fallback}`, `--bio-text-font:${textFont}`);

  const context: SectionContext = { mode: options.mode, labels };
  const sections = bio.biographyHasOnlineAddresses.map((section) => renderSection(section, context)).join('');
  const social = socialLinks(bio, labels);
  const classes = [
    'bio-page',
    `bio-layout-${layout}`,
    `bio-shape-${shape}`,
    `bio-shadow-${shadow}`,
    `bio-mode-${options.mode}`,
    font.display ? 'bio-font-display' : '',
  ].filter(Boolean);
  // The preview is a picture of the page: nothing in it can be focused or followed out of the editor.
  const inert = options.mode === 'preview' ? ' inert' : '';

  const html =
    `<div class="${classes.join(' ')}" style="${escapeHtml(vars.join(';'))}"${inert}>` +
    header(bio, labels) +
    (bio.placementSocialLinksOnTop ? social : '') +
    (sections
      ? `<section class="bio-sections" aria-label="${escapeHtml(labels.sections)}"><ul class="bio-list">${sections}</ul></section>`
      : '') +
    (bio.placementSocialLinksOnTop ? '' : social) +
    footer(options, labels) +
    '</div>';

  return {
    html,
    css: `${fontFaceCss(font, options.fontUrl)}\n${bioPageCss}`,
    font: { family: font.family, file: regular },
  };
}
