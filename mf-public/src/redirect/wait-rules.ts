/** How long the redirect screen waits and what it shows, by the owner's features (spec 000 §2, §6, §9). */
import type { Feature } from '@atalho/sdk/schemas';

interface ImageRef {
  src: string;
  deleted?: boolean | null;
}
export interface OwnerConfig {
  picture?: ImageRef | null;
  siteName?: string | null;
  bannerImage?: ImageRef | null;
  bannerLink?: string | null;
  loaderTime?: number | null;
}
export interface RedirectLink {
  url: string;
  /** The owner: `features` from the entitlements table (`shortRedirectWait`, `loadingScreen`). */
  user?: { features: readonly Feature[]; config?: OwnerConfig | null } | null;
}

export type WaitMode = 'free' | 'paid' | 'custom';

export interface WaitPlan {
  mode: WaitMode;
  /** Seconds before the redirect; 0 redirects at once. */
  seconds: number;
  /** Progress (0–100) shown at start and added each second. */
  startProgress: number;
  stepPerSecond: number;
  showPromotion: boolean;
  logoSrc: string | null;
  siteName: string | null;
  banner: { src: string; link: string | null } | null;
}

const FREE_SECONDS = 4;
const PAID_SECONDS = 2;
const MAX_LOADER_TIME = 10;

function liveImage(image: ImageRef | null | undefined): string | null {
  return image?.src && !image.deleted ? image.src : null;
}

export function waitPlanFor(link: RedirectLink): WaitPlan {
  const features = link.user?.features ?? [];
  const config = link.user?.config ?? null;

  if (!features.includes('shortRedirectWait')) {
    return {
      mode: 'free',
      seconds: FREE_SECONDS,
      startProgress: 10,
      stepPerSecond: 25,
      showPromotion: true,
      logoSrc: null,
      siteName: null,
      banner: null,
    };
  }

  if (config && features.includes('loadingScreen')) {
    const raw = config.loaderTime ?? PAID_SECONDS;
    const seconds = Math.min(Math.max(Math.round(raw), 0), MAX_LOADER_TIME);
    const bannerSrc = liveImage(config.bannerImage);
    return {
      mode: 'custom',
      seconds,
      startProgress: 0,
      stepPerSecond: seconds === 0 ? 100 : 100 / seconds,
      showPromotion: false,
      logoSrc: liveImage(config.picture),
      siteName: config.siteName?.trim() || null,
      banner: bannerSrc ? { src: bannerSrc, link: config.bannerLink?.trim() || null } : null,
    };
  }

  return {
    mode: 'paid',
    seconds: PAID_SECONDS,
    startProgress: 0,
    stepPerSecond: 100 / PAID_SECONDS,
    showPromotion: false,
    logoSrc: null,
    siteName: null,
    banner: null,
  };
}
