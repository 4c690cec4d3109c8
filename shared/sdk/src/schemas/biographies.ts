import * as v from 'valibot';
import { booleanString, idNumber, LinkClicks, messageKeys, pageSchema, pagingQueryEntries } from './common';

/**
 * The bio area (spec 001 §2 "Bio page editor", §3 Biography / Bio section / Social link, §5, §7, §9).
 * A bio is one link of type BIO whose code is the username; each section and each social link is backed by
 * a link of its own (type BIO too), so every tap is a click of that link and shows in its analytics.
 */

export const BIO_LIMITS = {
  username: 15,
  name: 20,
  description: 100,
  linkTitle: 50,
  /** Section description by type (spec 001 §5): image 140, plain link 100, instagram 50, whatsapp 100. */
  imageDescription: 140,
  linkDescription: 100,
  instagramDescription: 50,
  whatsappDescription: 100,
  whatsappNumber: 15,
  whatsappMessage: 100,
  instagramHandle: 30,
  socialUrl: 100,
  url: 2048,
  /** Sections and social links one bio may hold (not in the spec: a page longer than this is no bio). */
  sections: 50,
  socialLinks: 14,
} as const;

export const bioSectionTypes = ['SAMPLE_LINK', 'IMAGE', 'YOUTUBE', 'WHATSAPP', 'INSTAGRAM'] as const;
export const BioSectionType = v.picklist(bioSectionTypes, messageKeys.invalid);
export type BioSectionType = v.InferOutput<typeof BioSectionType>;

/** Image aspect ratios a section image may be cropped to (spec 001 §2). */
export const bioAspectRatios = ['original', '1:1', '3:2', '16:9'] as const;
export const BioAspectRatio = v.picklist(bioAspectRatios, messageKeys.invalid);
export type BioAspectRatio = v.InferOutput<typeof BioAspectRatio>;

/** The nine fonts, by their number (spec 001 §2): the public page loads only the chosen one. */
export const bioFonts = [
  'roboto',
  'open-sans',
  'lora',
  'montserrat',
  'merriweather',
  'raleway',
  'noto-serif-oriya',
  'architects-daughter',
  'permanent-marker-regular',
] as const;
export type BioFontName = (typeof bioFonts)[number];

export const bioLayouts = [1, 2, 3, 4] as const;
export const bioShadows = [1, 2, 3, 4] as const;
/** Eight shapes: 1–3 and 5 outlined, 6–9 filled, each with its own corner radius (spec 001 §2). */
export const bioShapes = [1, 2, 3, 5, 6, 7, 8, 9] as const;

/** Where each section type links (spec 001 §5): `{host}/send/?phone=…&text=…` and `{host}/{handle}/profilecard`. */
export const WHATSAPP_HOST = 'https://api.whatsapp.com';
export const INSTAGRAM_HOST = 'https://www.instagram.com';

/**
 * The 14 social networks (spec 001 §9): a social link must start with its network's base address and not be
 * the base address alone (spec 001 §5).
 */
export const bioSocialNetworks = {
  Instagram: 'https://www.instagram.com/',
  Facebook: 'https://www.facebook.com/',
  TikTok: 'https://www.tiktok.com/@',
  YouTube: 'https://www.youtube.com/',
  X: 'https://x.com/',
  LinkedIn: 'https://www.linkedin.com/in/',
  WhatsApp: 'https://wa.me/',
  Telegram: 'https://t.me/',
  Pinterest: 'https://www.pinterest.com/',
  Twitch: 'https://www.twitch.tv/',
  Spotify: 'https://open.spotify.com/',
  GitHub: 'https://github.com/',
  Threads: 'https://www.threads.net/@',
  Kwai: 'https://www.kwai.com/@',
} as const;
export type BioSocialNetwork = keyof typeof bioSocialNetworks;
export const bioSocialNetworkNames = Object.keys(bioSocialNetworks) as BioSocialNetwork[];
export const BioSocialNetwork = v.picklist(bioSocialNetworkNames, messageKeys.invalid);

/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const bioColorNames = [
  'headerColor',
  'backgroundColor',
  'titleColor',
  'descriptionColor',
  'socialIconsColor',
  'sectionColor',
  'sectionTextColor',
] as const;
export type BioColorName = (typeof bioColorNames)[number];
export type BioColors = Record<BioColorName, string>;

/** Everything a bio's look is made of: what a template presets and the appearance tab edits. */
export interface BioAppearance extends BioColors {
  layout: (typeof bioLayouts)[number];
  font: number;
  shape: (typeof bioShapes)[number];
  shadow: (typeof bioShadows)[number];
  placementSocialLinksOnTop: boolean;
}

/** The four templates (spec 001 §2, §9): a new bio starts from the first. */
export const bioTemplates: readonly { id: number; name: string; appearance: BioAppearance }[] = [
  {
    id: 1,
    name: 'Aurora',
    appearance: {
      layout: 1,
      font: 4,
      shape: 8,
      shadow: 2,
      placementSocialLinksOnTop: true,
      headerColor: '#0a7c6b',
      backgroundColor: '#f4fbf9',
      titleColor: '#0b2e28',
      descriptionColor: '#36544e',
      socialIconsColor: '#0a7c6b',
      sectionColor: '#0a7c6b',
      sectionTextColor: '#ffffff',
    },
  },
  {
    id: 2,
    name: 'Noite',
    appearance: {
      layout: 2,
      font: 1,
      shape: 3,
      shadow: 4,
      placementSocialLinksOnTop: false,
      headerColor: '#1b1f3b',
      backgroundColor: '#0f1226',
      titleColor: '#ffffff',
      descriptionColor: '#c9cce8',
      socialIconsColor: '#f5c451',
      sectionColor: '#f5c451',
      sectionTextColor: '#1b1f3b',
    },
  },
  {
    id: 3,
    name: 'Papel',
    appearance: {
      layout: 3,
      font: 5,
      shape: 1,
      shadow: 1,
      placementSocialLinksOnTop: false,
      headerColor: '#e9dfcf',
      backgroundColor: '#fbf7f0',
      titleColor: '#3b2a1a',
      descriptionColor: '#6b5641',
      socialIconsColor: '#8a4b2a',
      sectionColor: '#3b2a1a',
      sectionTextColor: '#3b2a1a',
    },
  },
  {
    id: 4,
    name: 'Vibrante',
    appearance: {
      layout: 4,
      font: 9,
      shape: 9,
      shadow: 3,
      placementSocialLinksOnTop: true,
      headerColor: '#ff4f7b',
      backgroundColor: '#fff0f4',
      titleColor: '#2b0a14',
      descriptionColor: '#5c2a39',
      socialIconsColor: '#c2255c',
      sectionColor: '#2b0a14',
      sectionTextColor: '#ffffff',
    },
  },
];

/** Message keys of the bio rules that are not form keys. */
export const bioMessageKeys = {
  /** The username is the code of another link (409). */
  usernameInUse: 'codeAlreadyInUse',
  /** A user already has a bio (one per user, decision 027): POST without its id (409). */
  alreadyExists: 'biography.alreadyExists',
  /** A YouTube address whose video id cannot be read (400). */
  youtube: 'invalidUrl',
} as const;

const text = (max: number) =>
  v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(max, messageKeys.invalidSize));
const requiredText = (max: number) =>
  v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(max, messageKeys.invalidSize),
  );
const optionalText = (max: number) => v.optional(v.nullable(text(max)), null);

/** Spec 001 §5: required, no spaces (`invalid`), at most 15; a link code (letters, digits, `_`, `-`). */
export const bioUsername = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(BIO_LIMITS.username, messageKeys.invalidSize),
  v.regex(/^\S+$/, messageKeys.invalid),
  v.regex(/^[A-Za-z0-9_-]+$/, messageKeys.invalid),
);

/** An http(s) address (never `javascript:`, `data:`…); `invalidUrl` otherwise. */
export const bioUrl = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(BIO_LIMITS.url, messageKeys.invalidSize),
  v.regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, messageKeys.invalidUrl),
);

const color = v.pipe(v.string(messageKeys.invalid), v.trim(), v.regex(HEX_COLOR, messageKeys.invalid));

/** An image field in a body: an upload's `{ id, src }` (spec 001 §5: empty sources are sent as null). */
export const bioImageInput = v.object({
  id: v.optional(v.nullable(idNumber), null),
  src: v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(2048, messageKeys.invalidSize)),
  deleted: v.optional(v.boolean(messageKeys.invalid), false),
});

export const BioImage = v.object({
  id: v.nullable(v.number()),
  src: v.string(),
  deleted: v.boolean(),
});
export type BioImage = v.InferOutput<typeof BioImage>;

/** The link a section or social link opens, as the body carries it (`id` and `code` are the server's). */
const sectionLinkInput = v.object({
  id: v.optional(v.nullable(idNumber), null),
  url: v.optional(
    v.nullable(v.pipe(v.string(messageKeys.invalid), v.maxLength(BIO_LIMITS.url, messageKeys.invalidSize))),
    null,
  ),
});

/** What every list item of a body carries: its place (reassigned to the list index) and the deleted flag. */
const listItemEntries = {
  order: v.optional(
    v.pipe(
      v.number(messageKeys.invalid),
      v.integer(messageKeys.invalid),
      v.minValue(0, messageKeys.invalid),
      v.maxValue(10_000, messageKeys.invalid),
    ),
    0,
  ),
  deleted: v.optional(v.boolean(messageKeys.invalid), false),
};

/**
 * One section in a body. Per type (spec 001 §5): SAMPLE_LINK and YOUTUBE need `onlineAddress.url`
 * (YouTube is stored as its embed address); IMAGE needs `image` and may link anywhere; WHATSAPP needs
 * `whatsapp.number` (digits, ≤ 15) and a description; INSTAGRAM needs `instagram.handle` (≤ 30). The server
 * builds the WhatsApp and Instagram addresses. Titles ≤ 50; descriptions as BIO_LIMITS says.
 */
export const bioSectionInput = v.object({
  id: v.optional(v.nullable(idNumber), null),
  type: BioSectionType,
  ...listItemEntries,
  title: optionalText(BIO_LIMITS.linkTitle),
  description: optionalText(BIO_LIMITS.imageDescription),
  icon: optionalText(50),
  aspectRatio: v.optional(v.nullable(BioAspectRatio), null),
  image: v.optional(v.nullable(bioImageInput), null),
  onlineAddress: v.optional(v.nullable(sectionLinkInput), null),
  whatsapp: v.optional(
    v.nullable(
      v.object({
        number: v.pipe(
          v.string(messageKeys.required),
          v.trim(),
          v.nonEmpty(messageKeys.required),
          v.maxLength(BIO_LIMITS.whatsappNumber, messageKeys.invalidSize),
          v.regex(/^\d+$/, messageKeys.invalid),
        ),
        message: optionalText(BIO_LIMITS.whatsappMessage),
      }),
    ),
    null,
  ),
  instagram: v.optional(
    v.nullable(
      v.object({
        handle: v.pipe(
          requiredText(BIO_LIMITS.instagramHandle),
          v.regex(/^@?[A-Za-z0-9._]+$/, messageKeys.invalid),
        ),
      }),
    ),
    null,
  ),
});
export type BioSectionInput = v.InferInput<typeof bioSectionInput>;

export const bioSocialLinkInput = v.object({
  id: v.optional(v.nullable(idNumber), null),
  title: BioSocialNetwork,
  ...listItemEntries,
  onlineAddress: v.object({
    id: v.optional(v.nullable(idNumber), null),
    url: v.pipe(requiredText(BIO_LIMITS.socialUrl), v.regex(/^https:\/\//i, messageKeys.invalidUrl)),
  }),
});
export type BioSocialLinkInput = v.InferInput<typeof bioSocialLinkInput>;

const layout = v.picklist(bioLayouts, messageKeys.invalid);
const font = v.pipe(
  v.number(messageKeys.invalid),
  v.integer(messageKeys.invalid),
  v.minValue(1, messageKeys.invalid),
  v.maxValue(bioFonts.length, messageKeys.invalid),
);
const shape = v.picklist(bioShapes, messageKeys.invalid);
const shadow = v.picklist(bioShadows, messageKeys.invalid);

/**
 * POST /api/v1/biographies: the whole bio, created (no `id`) or replaced (its `id`). The username is
 * `onlineAddress.code`. Sections and social links: saved ones sent with `deleted: true` are marked deleted
 * (shown greyed), new ones sent deleted are dropped; `order` is reassigned to each list's index.
 */
export const biographyBody = v.object({
  id: v.optional(v.nullable(idNumber), null),
  name: requiredText(BIO_LIMITS.name),
  description: requiredText(BIO_LIMITS.description),
  onlineAddress: v.object({ code: bioUsername }, messageKeys.required),
  cover: v.optional(v.nullable(bioImageInput), null),
  picture: v.optional(v.nullable(bioImageInput), null),
  headerColor: color,
  backgroundColor: color,
  titleColor: color,
  descriptionColor: color,
  socialIconsColor: color,
  sectionColor: color,
  sectionTextColor: color,
  layout,
  font,
  shape,
  shadow,
  placementSocialLinksOnTop: v.optional(v.boolean(messageKeys.invalid), false),
  biographyHasOnlineAddresses: v.optional(
    v.pipe(
      v.array(bioSectionInput, messageKeys.invalid),
      v.maxLength(BIO_LIMITS.sections * 2, messageKeys.invalidSize),
    ),
    [],
  ),
  socialLinks: v.optional(
    v.pipe(
      v.array(bioSocialLinkInput, messageKeys.invalid),
      v.maxLength(BIO_LIMITS.socialLinks * 2, messageKeys.invalidSize),
    ),
    [],
  ),
});
export type BiographyBody = v.InferInput<typeof biographyBody>;

/** PATCH /api/v1/biographies/{id}: only the bio's own fields sent (not its sections or social links). */
export const biographyPatchBody = v.partial(
  v.omit(biographyBody, ['id', 'biographyHasOnlineAddresses', 'socialLinks']),
);
export type BiographyPatchBody = v.InferInput<typeof biographyPatchBody>;

/** A section's or social link's link as the owner reads it. */
export const BioLink = v.object({
  id: v.number(),
  code: v.string(),
  url: v.string(),
  tags: v.nullable(v.string()),
  active: v.boolean(),
  type: v.string(),
  error: v.boolean(),
  lastCheck: v.nullable(v.string()),
  clicks: LinkClicks,
});
export type BioLink = v.InferOutput<typeof BioLink>;

export const BioSection = v.object({
  id: v.number(),
  type: BioSectionType,
  order: v.number(),
  deleted: v.boolean(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  aspectRatio: v.nullable(BioAspectRatio),
  image: v.nullable(BioImage),
  onlineAddress: v.nullable(BioLink),
  /** Read back from the link's address, so the editor edits what it sent. */
  whatsapp: v.nullable(v.object({ number: v.string(), message: v.nullable(v.string()) })),
  instagram: v.nullable(v.object({ handle: v.string() })),
});
export type BioSection = v.InferOutput<typeof BioSection>;

export const BioSocialLink = v.object({
  id: v.number(),
  title: BioSocialNetwork,
  order: v.number(),
  deleted: v.boolean(),
  onlineAddress: BioLink,
});
export type BioSocialLink = v.InferOutput<typeof BioSocialLink>;

/** A bio's look as the API answers it, to its owner and to a visitor alike. */
const appearanceAnswerEntries = {
  headerColor: v.string(),
  backgroundColor: v.string(),
  titleColor: v.string(),
  descriptionColor: v.string(),
  socialIconsColor: v.string(),
  sectionColor: v.string(),
  sectionTextColor: v.string(),
  layout: v.number(),
  font: v.number(),
  shape: v.number(),
  shadow: v.number(),
  placementSocialLinksOnTop: v.boolean(),
};

/** A bio as its owner reads it (spec 001 §3 "Biography"). */
export const Biography = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  onlineAddress: v.object({
    id: v.number(),
    code: v.string(),
    url: v.string(),
    tags: v.nullable(v.string()),
    active: v.boolean(),
    type: v.string(),
    user: v.object({ id: v.number() }),
  }),
  cover: v.nullable(BioImage),
  picture: v.nullable(BioImage),
  ...appearanceAnswerEntries,
  /** Present when asked with `embedBiographyHasOnlineAddress=true` (always on POST/PATCH/GET by id). */
  biographyHasOnlineAddresses: v.optional(v.array(BioSection)),
  /** Present when asked with `embedSocialLink=true` (always on POST/PATCH/GET by id). */
  socialLinks: v.optional(v.array(BioSocialLink)),
  dateCreate: v.string(),
  dateUpdate: v.string(),
});
export type Biography = v.InferOutput<typeof Biography>;

export const BiographyPage = pageSchema(Biography);
export type BiographyPage = v.InferOutput<typeof BiographyPage>;

/** GET /api/v1/biographies: the owner's bios (one, decision 027), with the embeds the editor asks for. */
export const biographiesQuery = v.object({
  ...pagingQueryEntries,
  embedBiographyHasOnlineAddress: v.optional(booleanString),
  embedSocialLink: v.optional(booleanString),
  /** The spec's bio page call sends it; the list is always the signed-in user's own. */
  userAuth: v.optional(booleanString),
});
export type BiographiesQuery = v.InferInput<typeof biographiesQuery>;

/**
 * What a visitor's `/{username}` shows of a bio (the `biography` of the visitor view): live, non-deleted
 * sections and social links in order, each with the link that counts its taps. Never the owner's identity.
 */
export const BiographyView = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  cover: v.nullable(v.string()),
  picture: v.nullable(v.string()),
  ...appearanceAnswerEntries,
  biographyHasOnlineAddresses: v.array(
    v.object({
      type: BioSectionType,
      title: v.nullable(v.string()),
      description: v.nullable(v.string()),
      icon: v.nullable(v.string()),
      aspectRatio: v.nullable(BioAspectRatio),
      image: v.nullable(v.string()),
      /** The link counting its taps (`url` is where a tap goes; the YouTube embed for YOUTUBE). */
      onlineAddress: v.nullable(v.object({ id: v.number(), code: v.string(), url: v.string() })),
    }),
  ),
  socialLinks: v.array(
    v.object({
      title: BioSocialNetwork,
      onlineAddress: v.object({ id: v.number(), code: v.string(), url: v.string() }),
    }),
  ),
});
export type BiographyView = v.InferOutput<typeof BiographyView>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube address as its embed address (spec 001 §5: must contain 'youtu'; `youtu.be/{id}` and the long
 * form `youtube.com/watch?v={id}`, also `/embed/{id}` and `/shorts/{id}`; an 11-character id). Null when no id
 * can be read.
 */
export function youtubeEmbedUrl(address: string): string | null {
  if (!address.includes('youtu')) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}

/** Spec 001 §5: `{host}/send/?phone={number}&text={message}`. */
export function whatsappSectionUrl(number: string, message: string | null | undefined): string {
  const text = message ? `&text=${encodeURIComponent(message)}` : '';
  return `${WHATSAPP_HOST}/send/?phone=${encodeURIComponent(number)}${text}`;
}

/** Spec 001 §5: `{host}/{handle}/profilecard`. */
export function instagramSectionUrl(handle: string): string {
  return `${INSTAGRAM_HOST}/${encodeURIComponent(handle.replace(/^@/, ''))}/profilecard`;
}

/** Spec 001 §5: a social link starts with its network's base address and is not the base address alone. */
export function isSocialLinkOf(network: BioSocialNetwork, url: string): boolean {
  const base = bioSocialNetworks[network];
  const trimmed = url.trim();
  return (
    trimmed.toLowerCase().startsWith(base.toLowerCase()) &&
    trimmed.replace(/\/+$/, '').length > base.replace(/\/+$/, '').length
  );
}
