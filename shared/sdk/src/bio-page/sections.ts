import type { BiographyView } from '../schemas/biographies';
import { youtubeEmbedUrl } from '../schemas/biographies';
import { escapeHtml, safeUrl } from './escape';
import { glyphs, socialIcon } from './icons';
import type { BioPageLabels } from './labels';

export type BioViewSection = BiographyView['biographyHasOnlineAddresses'][number];
type TapLink = { id: number; code: string; url: string } | null;

export interface SectionContext {
  mode: 'page' | 'preview';
  labels: BioPageLabels;
}

/** What a tap counts by (a client script reads these) and where it goes. */
export function tapAttributes(link: TapLink): string {
  return link
    ? ` data-bio-link="${escapeHtml(String(link.id))}" data-bio-code="${escapeHtml(link.code)}"`
    : '';
}

/** A real link when the address is http(s); otherwise the same content, not tappable. */
export function tappable(
  className: string,
  href: string | null,
  link: TapLink,
  inner: string,
  extra = '',
): string {
  return href
    ? `<a class="${className}" href="${escapeHtml(href)}" rel="noopener"${tapAttributes(link)}${extra}>${inner}</a>`
    : `<div class="${className}"${extra}>${inner}</div>`;
}

const text = (value: string | null | undefined) => (value ? value.trim() : '');

function buttonText(title: string, lines: readonly string[]): string {
  const rest = lines
    .filter(Boolean)
    .map((line) => `<span class="bio-button-desc">${escapeHtml(line)}</span>`)
    .join('');
  return `<span class="bio-button-text"><span class="bio-button-title">${escapeHtml(title)}</span>${rest}</span>`;
}

function hostOf(href: string | null): string {
  if (!href) return '';
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function image(src: string, alt: string, className: string): string {
  return `<img class="${className}" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
}

function item(kind: string, inner: string, extraClass = ''): string {
  return `<li class="bio-item bio-item-${kind}${extraClass}">${inner}</li>`;
}

function sampleLink(section: BioViewSection): string {
  const link = section.onlineAddress;
  const href = safeUrl(link?.url);
  const title = text(section.title) || hostOf(href) || '—';
  const thumb = safeUrl(section.image);
  const inner = `${thumb ? image(thumb, '', 'bio-thumb') : ''}${buttonText(title, [text(section.description)])}${glyphs.arrow}`;
  const className = thumb ? 'bio-button bio-button-thumb' : 'bio-button bio-button-plain';
  return item('link', tappable(className, href, link, inner), thumb ? ' bio-item-tile' : '');
}

const RATIOS: Record<string, string> = { '1:1': '1-1', '3:2': '3-2', '16:9': '16-9' };

function imageSection(section: BioViewSection): string {
  const src = safeUrl(section.image);
  if (!src) return sampleLink(section);
  const link = section.onlineAddress;
  const title = text(section.title);
  const description = text(section.description);
  const ratio = RATIOS[section.aspectRatio ?? ''] ?? 'original';
  const caption =
    title || description
      ? `<span class="bio-caption">${title ? `<span class="bio-caption-title">${escapeHtml(title)}</span>` : ''}${
          description ? `<span class="bio-caption-desc">${escapeHtml(description)}</span>` : ''
        }</span>`
      : '';
  const inner = `<span class="bio-media bio-ratio-${ratio}">${image(src, title, 'bio-image')}</span>${caption}`;
  // A square image is a tile (half a row in the grid layout); a wide one keeps the whole row.
  return item(
    'image',
    tappable('bio-figure', safeUrl(link?.url), link, inner),
    ratio === '1-1' ? ' bio-item-tile' : '',
  );
}

/** The video id behind a stored embed address (or any YouTube address), or null. */
export function youtubeId(url: string | null | undefined): string | null {
  const embed = url ? youtubeEmbedUrl(url) : null;
  return embed ? (embed.split('/').pop() ?? null) : null;
}

function youtube(section: BioViewSection, context: SectionContext): string {
  const link = section.onlineAddress;
  const id = youtubeId(link?.url);
  if (!id) return sampleLink(section);
  const title = text(section.title) || context.labels.video;
  const watch = `https://www.youtube.com/watch?v=${id}`;
  const frame =
    context.mode === 'page'
      ? `<div class="bio-video-frame"><iframe src="https://www.youtube-nocookie.com/embed/${id}" title="${escapeHtml(title)}" loading="lazy" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></div>`
      : tappable(
          'bio-video-frame bio-video-poster',
          watch,
          link,
          `<img class="bio-image" src="https://i.ytimg.com/vi/${id}/hqdefault.jpg" alt="${escapeHtml(title)}" loading="lazy" decoding="async"><span class="bio-play">${glyphs.play}</span>`,
        );
  const caption = tappable(
    'bio-video-caption',
    watch,
    link,
    `${socialIcon('YouTube', 'bio-icon')}<span>${escapeHtml(title)}</span>`,
  );
  return item('video', `${frame}${caption}`);
}

function whatsapp(section: BioViewSection, context: SectionContext): string {
  const link = section.onlineAddress;
  const inner = `<span class="bio-glyph">${socialIcon('WhatsApp', 'bio-icon')}</span>${buttonText(
    text(section.title) || context.labels.whatsapp,
    [text(section.description)],
  )}${glyphs.arrow}`;
  return item('whatsapp', tappable('bio-button bio-button-glyph', safeUrl(link?.url), link, inner));
}

/** `instagram.com/{handle}/profilecard` → the handle, as the server built it (spec 001 §5). */
export function instagramHandle(url: string | null | undefined): string {
  const href = safeUrl(url);
  if (!href) return '';
  try {
    const first = new URL(href).pathname.split('/').filter(Boolean)[0] ?? '';
    return decodeURIComponent(first).replace(/^@/, '');
  } catch {
    return '';
  }
}

function instagram(section: BioViewSection, context: SectionContext): string {
  const link = section.onlineAddress;
  const handle = instagramHandle(link?.url);
  const at = handle ? `@${handle}` : '';
  const title = text(section.title) || at || context.labels.instagram;
  const lines = [title === at ? '' : at, text(section.description)];
  const inner = `<span class="bio-glyph">${socialIcon('Instagram', 'bio-icon')}</span>${buttonText(title, lines)}${glyphs.arrow}`;
  return item('instagram', tappable('bio-button bio-button-glyph', safeUrl(link?.url), link, inner));
}

export function renderSection(section: BioViewSection, context: SectionContext): string {
  switch (section.type) {
    case 'SAMPLE_LINK':
      return sampleLink(section);
    case 'IMAGE':
      return imageSection(section);
    case 'YOUTUBE':
      return youtube(section, context);
    case 'WHATSAPP':
      return whatsapp(section, context);
    case 'INSTAGRAM':
      return instagram(section, context);
    default:
      return '';
  }
}
