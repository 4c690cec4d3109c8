import { cookieNoticeCopy, cookieNoticeStyles, visitorCss } from '@atalho/ui/visitor';
import { renderToStaticMarkup } from 'react-dom/server';
import { vt } from '../redirect/copy';
import { VISITOR_FIRST_PAINT_ID } from '../redirect/first-paint';
import { RedirectLoader } from '../redirect/RedirectLoader';
import { type RedirectLink, waitPlanFor } from '../redirect/wait-rules';

const mark = (name: string) => `\uE000${name}\uE000`;

/**
 * The CSS (the build writes it as a hashed stylesheet that the page links to: inline, it would make every
 * short link's prepared page, kept in the visitor cache, five times larger), the cookie notice, and one screen
 * per kind of countdown.
 */
export interface VisitorFirstPaint {
  css: string;
  cookieNotice: string;
  screens: Record<string, string>;
}

/**
 * The short link's first paint (issue 10, decision 012): a picture of the countdown as it shows at its first
 * second, rendered here at build time with markers (U+E000 name U+E000) where the server puts the link's
 * destination and its owner's branding (api/src/modules/online-addresses/link-page-first-paint.ts). Like the
 * public pages' first paint it is inert and hidden from assistive technology; the redirect screen removes it
 * when it renders (RedirectScreen), so the visitor meets only the real page.
 */
function Screen({ link }: { link: RedirectLink }) {
  const plan = waitPlanFor(link);
  return (
    <div id={VISITOR_FIRST_PAINT_ID} aria-hidden="true" inert>
      <RedirectLoader
        plan={plan}
        progress={plan.startProgress}
        url={mark('url')}
        actions={
          <button type="button" className="atl-button atl-button--outline">
            {vt('cancel')}
          </button>
        }
      />
      {mark('notice')}
    </div>
  );
}

/** The visitor bootstrap's cookie notice as it first shows (shell/src/visitor/CookieNotice.tsx). */
function CookieNoticePicture() {
  const { bar, text, policy, buttons, compact } = cookieNoticeStyles;
  return (
    <section className="atalho-card atl-fp-notice" style={bar}>
      <p style={text}>
        {cookieNoticeCopy.text}{' '}
        <span style={{ ...policy, textDecoration: 'underline' }}>{cookieNoticeCopy.policy}</span>
      </p>
      <div style={buttons}>
        <span className="atalho-button atalho-button--ghost" style={compact}>
          {cookieNoticeCopy.preferences}
        </span>
        <span className="atalho-button atalho-button--ghost" style={compact}>
          {cookieNoticeCopy.rejectAll}
        </span>
        <span className="atalho-button" style={compact}>
          {cookieNoticeCopy.acceptAll}
        </span>
      </div>
    </section>
  );
}

type Features = NonNullable<RedirectLink['user']>['features'];
const owner = (features: Features) => ({ features });

/** Every kind of countdown: free (promotion), paid, and the loading screen with each mix of its images. */
function screenLinks(): Record<string, RedirectLink> {
  const links: Record<string, RedirectLink> = {
    free: { url: mark('url'), user: null },
    paid: { url: mark('url'), user: owner(['shortRedirectWait']) },
  };
  for (const logo of [0, 1])
    for (const site of [0, 1])
      for (const banner of [0, 1])
        links[`custom:${logo}${site}${banner}`] = {
          url: mark('url'),
          user: {
            ...owner(['shortRedirectWait', 'loadingScreen']),
            config: {
              picture: logo ? { src: mark('logo') } : null,
              siteName: site ? mark('site') : null,
              bannerImage: banner ? { src: mark('banner') } : null,
              bannerLink: mark('bannerHref'),
              loaderTime: 2,
            },
          },
        };
  return links;
}

/**
 * Until the redirect screen renders, the app's root stays hidden under the picture. The promotion bar sits
 * above the cookie notice by the space the shell measures once it runs (`--atalho-cookie-notice-space`); the
 * picture uses the heights measured in Chromium at each width where the notice's text or buttons wrap.
 */
const withNotice = `#${VISITOR_FIRST_PAINT_ID}:has(>.atl-fp-notice)`;
const frameCss = `#${VISITOR_FIRST_PAINT_ID}~#root{display:none}
${withNotice}{--atalho-cookie-notice-space:187px}
@media (min-width:324px){${withNotice}{--atalho-cookie-notice-space:166px}}
@media (min-width:453px){${withNotice}{--atalho-cookie-notice-space:122px}}
@media (min-width:596px){${withNotice}{--atalho-cookie-notice-space:101px}}`;

/**
 * `redirectCss`: the redirect screen's stylesheet (src/redirect/redirect.css), read by the build; `minifyCss`:
 * the build's CSS minifier.
 */
export function renderVisitorFirstPaint(
  redirectCss: string,
  minifyCss: (css: string) => string,
): VisitorFirstPaint {
  const css = minifyCss([visitorCss, redirectCss, frameCss].join('\n'));
  const screens = Object.fromEntries(
    Object.entries(screenLinks()).map(([key, link]) => [
      key,
      // The destination's links get a separate marker: the server never writes a `javascript:` address there.
      renderToStaticMarkup(<Screen link={link} />).replaceAll(
        `href="${mark('url')}"`,
        `href="${mark('href')}"`,
      ),
    ]),
  );
  return {
    css,
    cookieNotice: renderToStaticMarkup(<CookieNoticePicture />),
    screens,
  };
}
