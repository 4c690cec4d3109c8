import { describe, expect, it } from 'vitest';
import { type BioPageOptions, bioFontFiles, renderBioPage } from '../src/bio-page';
import { type BiographyView, bioFonts, bioShadows, bioShapes, bioSocialNetworkNames } from '../src/schemas';

const EVIL = `<script>alert("x")</script>'"&`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&quot;&amp;';
const VIDEO = 'dQw4w9WgXcQ';

const options: BioPageOptions = {
  pageUrl: 'https://atalho.app/marina',
  promotion: true,
  promotionUrl: 'https://atalho.app/',
  mode: 'page',
  fontUrl: (file) => `/fonts/bio/${file}`,
};

let ids = 0;
const link = (url: string) => ({ id: ++ids, code: `c${ids}`, url });
type Section = BiographyView['biographyHasOnlineAddresses'][number];
const section = (type: Section['type'], url: string | null, more: Partial<Section> = {}): Section => ({
  type,
  title: null,
  description: null,
  icon: null,
  aspectRatio: null,
  image: null,
  onlineAddress: url === null ? null : link(url),
  ...more,
});

function bio(more: Partial<BiographyView> = {}): BiographyView {
  return {
    id: 1,
    name: 'Marina',
    description: 'Nutricionista',
    cover: 'https://cdn.example/cover.jpg',
    picture: 'https://cdn.example/me.jpg',
    headerColor: '#0a7c6b',
    backgroundColor: '#f4fbf9',
    titleColor: '#0b2e28',
    descriptionColor: '#36544e',
    socialIconsColor: '#0a7c6b',
    sectionColor: '#0a7c6b',
    sectionTextColor: '#ffffff',
    layout: 1,
    font: 4,
    shape: 8,
    shadow: 2,
    placementSocialLinksOnTop: true,
    biographyHasOnlineAddresses: [
      section('SAMPLE_LINK', 'https://example.com/a', { title: 'Agenda', description: 'Consultas' }),
      section('IMAGE', 'https://example.com/b', {
        title: 'Ebook',
        image: 'https://cdn.example/b.jpg',
        aspectRatio: '16:9',
      }),
      section('YOUTUBE', `https://www.youtube.com/embed/${VIDEO}`, { title: 'Receitas' }),
      section('WHATSAPP', 'https://api.whatsapp.com/send/?phone=5511999999999', { title: 'Fale comigo' }),
      section('INSTAGRAM', 'https://www.instagram.com/marina.costa/profilecard'),
    ],
    socialLinks: [
      { title: 'Instagram', onlineAddress: link('https://www.instagram.com/marina') },
      { title: 'TikTok', onlineAddress: link('https://www.tiktok.com/@marina') },
    ],
    ...more,
  };
}

/** Parsed inert (a template's content): no iframe or image is fetched. */
function dom(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('no root');
  return root;
}

describe('renderBioPage: escaping and addresses', () => {
  it('escapes every text the owner writes', () => {
    const evil = (n: number) => `${EVIL}${n}`;
    const { html } = renderBioPage(
      bio({
        name: evil(1),
        description: evil(2),
        biographyHasOnlineAddresses: [
          section('SAMPLE_LINK', 'https://example.com/a', { title: evil(3), description: evil(4) }),
          section('IMAGE', 'https://example.com/b', {
            title: evil(5),
            description: evil(6),
            image: 'https://cdn.example/b.jpg',
          }),
          section('YOUTUBE', `https://www.youtube.com/embed/${VIDEO}`, { title: evil(7) }),
          section('WHATSAPP', 'https://api.whatsapp.com/send/?phone=1', {
            title: evil(8),
            description: evil(9),
          }),
          section('INSTAGRAM', `https://www.instagram.com/${encodeURIComponent(evil(10))}/profilecard`, {
            description: evil(11),
          }),
        ],
      }),
      options,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"x"');
    for (let n = 1; n <= 11; n += 1) expect(html, `text ${n}`).toContain(`${ESCAPED}${n}`);
    // The @handle is read from the address and escaped too; the picture's alt carries the name, escaped.
    expect(dom(html).querySelector('.bio-item-instagram .bio-button-title')?.textContent).toBe(
      `@${evil(10)}`,
    );
    expect(dom(html).querySelector('.bio-avatar-img')?.getAttribute('alt')).toBe(`Foto de ${evil(1)}`);
    expect(dom(html).querySelector('h1')?.textContent).toBe(evil(1));
    expect(dom(html).querySelectorAll('h1')).toHaveLength(1);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '//evil.example/x',
    '/relative',
    'https://exa mple.com/"onmouseover="x',
  ])('never turns %j into an href or a src', (bad) => {
    const { html } = renderBioPage(
      bio({
        cover: bad,
        picture: bad,
        biographyHasOnlineAddresses: [
          section('SAMPLE_LINK', bad, { title: 'Link', image: bad }),
          section('IMAGE', bad, { title: 'Imagem', image: 'https://cdn.example/ok.jpg' }),
          section('IMAGE', 'https://example.com/x', { title: 'Sem imagem', image: bad }),
          section('YOUTUBE', bad, { title: 'Vídeo' }),
          section('WHATSAPP', bad, { title: 'Zap' }),
          section('INSTAGRAM', bad, { title: 'Insta' }),
        ],
        socialLinks: [{ title: 'GitHub', onlineAddress: link(bad) }],
      }),
      { ...options, promotionUrl: bad },
    );
    const root = dom(html);
    const addresses = [...root.querySelectorAll('[href],[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(/^https:\/\//);
    expect(html).not.toMatch(/javascript:|data:text|vbscript:/i);
    // The items are still shown, only not tappable.
    expect(root.querySelector('.bio-item-link .bio-button-title')?.textContent).toBe('Link');
    expect(root.querySelector('.bio-item-whatsapp a')).toBeNull();
    expect(root.querySelector('.bio-promo')).toBeNull();
  });

  it('keeps a colour that is not HEX_COLOR out of the stylesheet (the template colour instead)', () => {
    const bad = 'red;}</style><script>x</script>{';
    const { html, css } = renderBioPage(
      bio({ headerColor: bad, titleColor: 'url(https://evil.example/x)', sectionColor: 'expression(1)' }),
      options,
    );
    const style = dom(html).getAttribute('style') ?? '';
    expect(style).toContain('--bio-header:#0a7c6b');
    expect(style).toContain('--bio-title:#0b2e28');
    expect(style).toContain('--bio-section:#0a7c6b');
    expect(style).toContain('--bio-bg:#f4fbf9');
    expect(html + css).not.toMatch(/evil|expression|<script|red;/);
    for (const value of style.matchAll(
      /--bio-(?:header|bg|title|desc|icons|section|section-text):([^;]*)/g,
    )) {
      expect(value[1]).toMatch(/^#[0-9a-f]{3,8}$/i);
    }
  });
});

describe('renderBioPage: appearance', () => {
  it.each([1, 2, 3, 4])('puts layout %i on the root', (layout) => {
    const root = dom(renderBioPage(bio({ layout }), options).html);
    expect(root.classList).toContain('bio-page');
    expect(root.classList).toContain(`bio-layout-${layout}`);
  });

  it('puts each shape and shadow on the root, each with its rules, and falls back on unknown ones', () => {
    for (const shape of bioShapes) {
      const { html, css } = renderBioPage(bio({ shape }), options);
      expect(dom(html).classList).toContain(`bio-shape-${shape}`);
      expect(css).toContain(`.bio-page.bio-shape-${shape}`);
    }
    for (const shadow of bioShadows) {
      expect(dom(renderBioPage(bio({ shadow }), options).html).classList).toContain(`bio-shadow-${shadow}`);
    }
    const odd = dom(renderBioPage(bio({ layout: 9, shape: 4, shadow: 0 }), options).html);
    expect([...odd.classList]).toEqual(
      expect.arrayContaining(['bio-layout-1', 'bio-shape-8', 'bio-shadow-1']),
    );
  });

  it('scopes every rule under .bio-page', () => {
    const { css } = renderBioPage(bio(), options);
    const selectors = css
      .replace(/@font-face\{[^}]*\}/g, '')
      .replace(/@keyframes [\w-]+\{(?:[^{}]*\{[^}]*\})*\}/g, '')
      .replace(/@media[^{]*\{/g, '')
      .split('}')
      .map((rule) => rule.split('{')[0]?.trim() ?? '')
      .filter(Boolean);
    expect(selectors.length).toBeGreaterThan(50);
    for (const list of selectors) {
      for (const selector of list.split(','))
        expect(selector.trim(), selector).toMatch(/^\.bio-page[.\s:[]|^\.bio-page$/);
    }
  });

  it('declares the chosen font only, loaded from fontUrl with font-display: swap', () => {
    for (const [index, name] of bioFonts.entries()) {
      const font = bioFontFiles[index];
      if (!font) throw new Error(name);
      const page = renderBioPage(bio({ font: index + 1 }), options);
      const faces = page.css.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces.length, name).toBe(font.faces.length);
      expect(faces.length).toBeLessThanOrEqual(2);
      for (const face of faces) {
        expect(face).toContain(`font-family:"${font.family}"`);
        expect(face).toContain('font-display:swap');
        expect(face).toMatch(/src:url\("\/fonts\/bio\/[\w.-]+\.woff2"\) format\("woff2"\)/);
      }
      expect(page.font).toEqual({ family: font.family, file: font.faces[0]?.file });
      expect(page.css).toContain(`/fonts/bio/${page.font.file}`);
      for (const other of bioFontFiles) {
        if (other !== font) expect(page.css, `${name} vs ${other.name}`).not.toContain(`"${other.family}"`);
      }
      expect(dom(page.html).getAttribute('style')).toContain(`--bio-font:"${font.family}",`);
    }
  });

  it('lists a latin woff2 of each of the nine fonts, 400 first', () => {
    expect(bioFontFiles.map((font) => font.name)).toEqual([...bioFonts]);
    for (const font of bioFontFiles) {
      expect(font.package).toMatch(/^@fontsource(-variable)?\//);
      expect(font.faces[0]?.weight).toMatch(/^400$|^100 900$/);
      for (const face of font.faces) {
        expect(face.file).toMatch(/-latin-[\w-]+\.woff2$/);
        expect(face.path).toBe(`files/${face.file}`);
      }
    }
  });
});

describe('renderBioPage: content', () => {
  it('shows the promotion only when asked', () => {
    const on = dom(renderBioPage(bio(), options).html).querySelector('a.bio-promo');
    expect(on?.getAttribute('href')).toBe('https://atalho.app/');
    expect(on?.textContent).toContain('Crie sua página grátis no Atalho');
    expect(
      dom(renderBioPage(bio(), { ...options, promotion: false }).html).querySelector('.bio-promo'),
    ).toBeNull();
  });

  it('has a share button hidden until a script shows it', () => {
    const share = dom(renderBioPage(bio(), options).html).querySelector('button.bio-share');
    expect(share?.hasAttribute('hidden')).toBe(true);
    expect(share?.hasAttribute('data-bio-share')).toBe(true);
    expect(share?.getAttribute('type')).toBe('button');
  });

  it('places the social links on top or at the bottom', () => {
    const order = (top: boolean) =>
      [...dom(renderBioPage(bio({ placementSocialLinksOnTop: top }), options).html).children].map(
        (child) => child.className.split(' ')[0],
      );
    expect(order(true)).toEqual(['bio-header', 'bio-social', 'bio-sections', 'bio-footer']);
    expect(order(false)).toEqual(['bio-header', 'bio-sections', 'bio-social', 'bio-footer']);
  });

  it('draws each of the 14 networks with an accessible name', () => {
    const root = dom(
      renderBioPage(
        bio({
          socialLinks: bioSocialNetworkNames.map((title) => ({
            title,
            onlineAddress: link(`https://example.com/${title}`),
          })),
        }),
        options,
      ).html,
    );
    const links = [...root.querySelectorAll('.bio-social a')];
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(bioSocialNetworkNames);
    for (const a of links) expect(a.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('embeds YouTube without cookies on the page and shows a poster in the preview', () => {
    const page = dom(renderBioPage(bio(), options).html);
    const iframe = page.querySelector('.bio-item-video iframe');
    expect(iframe?.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO}`);
    expect(iframe?.getAttribute('title')).toBe('Receitas');
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true);
    expect(page.hasAttribute('inert')).toBe(false);

    const preview = dom(renderBioPage(bio(), { ...options, mode: 'preview' }).html);
    expect(preview.querySelector('iframe')).toBeNull();
    expect(preview.querySelector('.bio-video-poster img')?.getAttribute('src')).toBe(
      `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`,
    );
    expect(preview.querySelector('.bio-play svg')).not.toBeNull();
    expect(preview.hasAttribute('inert')).toBe(true);
  });

  it('makes every tappable item a real link that counts its taps', () => {
    const view = bio();
    const root = dom(renderBioPage(view, options).html);
    const anchors = [...root.querySelectorAll('a')].filter((a) => !a.classList.contains('bio-promo'));
    // Five sections (the video by its caption; the player is YouTube's) and two social links.
    expect(anchors).toHaveLength(7);
    for (const a of anchors) {
      expect(a.getAttribute('rel')).toBe('noopener');
      expect(a.getAttribute('data-bio-link')).toMatch(/^\d+$/);
      expect(a.getAttribute('data-bio-code')).toMatch(/^c\d+$/);
    }
    const sections = view.biographyHasOnlineAddresses;
    const byLink = (id: number | undefined) =>
      root.querySelector(`[data-bio-link="${id}"]`)?.getAttribute('href');
    expect(byLink(sections[0]?.onlineAddress?.id)).toBe('https://example.com/a');
    expect(byLink(sections[2]?.onlineAddress?.id)).toBe(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(byLink(sections[4]?.onlineAddress?.id)).toBe('https://www.instagram.com/marina.costa/profilecard');
    expect(root.querySelector('.bio-item-instagram .bio-button-title')?.textContent).toBe('@marina.costa');
    expect(root.querySelector('.bio-item-image img')?.getAttribute('alt')).toBe('Ebook');
    expect(root.querySelector('.bio-item-image .bio-ratio-16-9')).not.toBeNull();
  });
});
