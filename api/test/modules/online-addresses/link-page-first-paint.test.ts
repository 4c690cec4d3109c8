import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { describe, expect, it } from 'vitest';
import {
  linkFirstPaint,
  type VisitorFirstPaint,
} from '../../../src/modules/online-addresses/link-page-first-paint';
import { staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { createLink } from './fixtures';

const m = (name: string) => `\uE000${name}\uE000`;
const paint: VisitorFirstPaint = {
  head: '<style id="atalho-first-paint-css"></style>',
  cookieNotice: '<section>cookies</section>',
  screens: {
    free: `<div>free <a href="${m('href')}">${m('url')}</a>${m('notice')}</div>`,
    paid: `<div>paid ${m('url')}${m('notice')}</div>`,
    'custom:000': `<div>custom ${m('url')}</div>`,
    'custom:111': `<div><img src="${m('logo')}" alt="${m('site')}"><p>${m('site')}</p><a href="${m('bannerHref')}"><img src="${m('banner')}"></a></div>`,
  },
};

function view(overrides: Partial<OnlineAddressView> = {}): OnlineAddressView {
  return {
    id: 1,
    code: 'abc',
    url: 'https://loja.example/oferta?a=1&b=2',
    type: 'DEFAULT',
    openGraph: null,
    biography: null,
    infoproduct: null,
    user: null,
    ...overrides,
  } as OnlineAddressView;
}

const config = {
  picture: { src: '/uploads/logo.png', deleted: false },
  siteName: ' Loja "da" Ana ',
  bannerImage: { src: '/uploads/banner.png', deleted: false },
  bannerLink: 'javascript:alert(1)',
  loaderTime: 3,
};

describe('the short link first paint', () => {
  it('fills the free screen with the escaped destination and the cookie notice until consent', () => {
    const undecided = linkFirstPaint(paint, view(), false);
    expect(undecided).toEqual({
      head: paint.head,
      body: '<div>free <a href="https://loja.example/oferta?a=1&#38;b=2">https://loja.example/oferta?a=1&#38;b=2</a><section>cookies</section></div>',
    });
    expect(linkFirstPaint(paint, view(), true)?.body).not.toContain('cookies');
  });

  it('never puts a javascript: destination in a link', () => {
    const body = linkFirstPaint(paint, view({ url: 'javascript:alert(1)' }), true)?.body;
    expect(body).toBe('<div>free <a href="/">javascript:alert(1)</a></div>');
  });

  it('picks the screen by the owner features, as the redirect screen does', () => {
    const paid = { features: ['shortRedirectWait'], config } as OnlineAddressView['user'];
    expect(linkFirstPaint(paint, view({ user: paid }), true)?.body).toMatch(/^<div>paid /);
    const custom = { features: ['shortRedirectWait', 'loadingScreen'], config } as OnlineAddressView['user'];
    expect(linkFirstPaint(paint, view({ user: custom }), true)?.body).toBe(
      '<div><img src="/uploads/logo.png" alt="Loja &#34;da&#34; Ana"><p>Loja &#34;da&#34; Ana</p><a href="https://loja.example/oferta?a=1&#38;b=2"><img src="/uploads/banner.png"></a></div>',
    );
    const plain = {
      features: ['shortRedirectWait', 'loadingScreen'],
      config: { ...config, picture: { src: 'x', deleted: true }, siteName: ' ', bannerImage: null },
    } as OnlineAddressView['user'];
    expect(linkFirstPaint(paint, view({ user: plain }), true)?.body).toMatch(/^<div>custom /);
  });

  it('has none for pages another remote renders, nor for a screen the build lacks', () => {
    expect(linkFirstPaint(paint, view({ biography: { id: 1 } }), false)).toBeUndefined();
    expect(linkFirstPaint(paint, view({ infoproduct: { id: 1 } }), false)).toBeUndefined();
    const custom = { features: ['shortRedirectWait', 'loadingScreen'], config } as OnlineAddressView['user'];
    expect(linkFirstPaint({ ...paint, screens: {} }, view({ user: custom }), false)).toBeUndefined();
  });
});

const staticRoot = staticRootWithShell();
mkdirSync(join(staticRoot, 'mf-public', 'dist'), { recursive: true });
writeFileSync(join(staticRoot, 'mf-public', 'dist', 'visitor-first-paint.json'), JSON.stringify(paint));
const ctx = useTestApp({ config: { allowPrivateUrls: true, staticRoot, publicUrl: 'https://atalho.test' } });
const phone = {
  accept: 'text/html',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
};

describe('/{code} with the first paint of the build', () => {
  it('puts the picture before the root for visitors, without the notice once they chose, none for crawlers', async () => {
    const link = await createLink(ctx.app, 'www.loja.com.br/x');
    const visitor = await ctx.app.inject({ url: `/${link.code}`, headers: phone });
    expect(visitor.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(visitor.body).toContain(`${paint.head}</head>`);
    expect(visitor.body).toContain(
      '<div>free <a href="https://www.loja.com.br/x">https://www.loja.com.br/x</a><section>cookies</section></div><div id="root">',
    );
    const decided = await ctx.app.inject({
      url: `/${link.code}`,
      headers: { ...phone, cookie: 'a=1; atalho_consent=%7B%7D' },
    });
    expect(decided.body).toContain(
      '<div>free <a href="https://www.loja.com.br/x">https://www.loja.com.br/x</a></div><div id="root">',
    );
    const crawler = await ctx.app.inject({
      url: `/${link.code}`,
      headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    expect(crawler.body).not.toContain('<div>free');
    expect(crawler.body).not.toContain(paint.head);
  });
});
