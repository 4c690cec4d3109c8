/** The prefixes of the properties the preview editor edits (spec 001 §2). */
const KEPT = /^(og|article|book|product):/;
const MAX_TAGS = 100;
const MAX_VALUE = 2048;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s=/"'<>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function clean(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE);
}

/** Relative images and addresses made absolute against the page they came from. */
function absolute(value: string, base: string): string {
  try {
    return new URL(value, base).toString();
  } catch {
    return value;
  }
}

const URL_PROPERTIES =
  /^og:(url|image|image:url|image:secure_url|video|video:secure_url|audio|audio:secure_url)$/;

/**
 * The page's preview tags: og:*, article:*, book:*, product:* (first occurrence wins, as crawlers read them),
 * with the usual fallbacks for og:title, og:description and og:image (Twitter tags, `<title>`, the meta
 * description). Reads the head only when the page has one.
 */
export function parseMetaTags(html: string, pageUrl: string): Record<string, string> {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const tags = new Map<string, string>();
  const fallbacks = new Map<string, string>();
  for (const match of head.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1] ?? '');
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = clean(attributes.get('content') ?? '');
    if (!key || !content) continue;
    if (KEPT.test(key)) {
      if (!tags.has(key) && tags.size < MAX_TAGS) tags.set(key, content);
    } else if (!fallbacks.has(key)) {
      fallbacks.set(key, content);
    }
  }
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const fill = (key: string, ...candidates: (string | undefined)[]) => {
    const value = candidates.find((candidate) => candidate);
    if (!tags.has(key) && value) tags.set(key, value);
  };
  fill(
    'og:title',
    fallbacks.get('twitter:title'),
    title === undefined ? undefined : clean(decodeEntities(title)),
  );
  fill('og:description', fallbacks.get('twitter:description'), fallbacks.get('description'));
  fill('og:image', fallbacks.get('twitter:image'), fallbacks.get('twitter:image:src'));
  for (const [key, value] of tags) if (URL_PROPERTIES.test(key)) tags.set(key, absolute(value, pageUrl));
  return Object.fromEntries(tags);
}
