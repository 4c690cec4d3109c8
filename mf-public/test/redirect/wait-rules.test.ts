import { featuresOf } from '@atalho/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { type RedirectLink, waitPlanFor } from '../../src/redirect/wait-rules';

const config = (loaderTime: number | null) => ({
  picture: { src: '/logo.png', deleted: false },
  siteName: 'Loja',
  bannerImage: { src: '/banner.png', deleted: false },
  bannerLink: 'https://loja.example',
  loaderTime,
});
const link = (user: RedirectLink['user']): RedirectLink => ({ url: 'https://example.com', user });

describe('redirect wait rules', () => {
  it('anonymous links wait 4 s from 10 % adding 25 a second, with the promotion', () => {
    const wait = waitPlanFor(link(null));
    expect(wait).toMatchObject({ mode: 'free', seconds: 4, startProgress: 10, stepPerSecond: 25 });
    expect(wait.showPromotion).toBe(true);
  });

  it('free owners get the free wait even with a config', () => {
    expect(waitPlanFor(link({ features: [], config: config(8) })).mode).toBe('free');
  });

  it('owners with shortRedirectWait and no config wait 2 s and see no promotion', () => {
    const wait = waitPlanFor(link({ features: featuresOf('BASIC'), config: null }));
    expect(wait).toMatchObject({ mode: 'paid', seconds: 2, showPromotion: false, logoSrc: null });
  });

  it('basic owners with a config still wait 2 s (the custom loader needs loadingScreen)', () => {
    expect(waitPlanFor(link({ features: featuresOf('BASIC'), config: config(8) })).seconds).toBe(2);
  });

  it('owners with loadingScreen and a config wait loaderTime seconds with their logo and banner', () => {
    const wait = waitPlanFor(link({ features: featuresOf('PRO'), config: config(5) }));
    expect(wait).toMatchObject({
      mode: 'custom',
      seconds: 5,
      stepPerSecond: 20,
      logoSrc: '/logo.png',
      siteName: 'Loja',
      banner: { src: '/banner.png', link: 'https://loja.example' },
      showPromotion: false,
    });
  });

  it('loaderTime 0 redirects at once', () => {
    expect(waitPlanFor(link({ features: featuresOf('PRO'), config: config(0) })).seconds).toBe(0);
  });

  it('ignores deleted pictures and banners', () => {
    const deleted = { ...config(3), picture: { src: '/x.png', deleted: true }, bannerImage: null };
    const wait = waitPlanFor(link({ features: featuresOf('PRO'), config: deleted }));
    expect(wait.logoSrc).toBeNull();
    expect(wait.banner).toBeNull();
  });
});
