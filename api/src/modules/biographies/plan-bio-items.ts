import {
  BIO_LIMITS,
  type BioSectionType,
  type BioSocialNetwork,
  type biographyBody,
  bioUrl,
  instagramSectionUrl,
  isSocialLinkOf,
  whatsappSectionUrl,
  youtubeEmbedUrl,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import type { BioImageValue } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { checkTargetUrl, type UrlSafetyOptions } from '../../security/url-safety';
import { checkBioImage } from './check-bio-image';
import type { SectionWithLink, SocialLinkWithLink } from './queries';

type Body = v.InferOutput<typeof biographyBody>;
type SectionInput = Body['biographyHasOnlineAddresses'][number];
type SocialInput = Body['socialLinks'][number];

export interface SaveContext {
  publicUrl: string;
  /** Where uploads are served from (FILES_PUBLIC_URL or PUBLIC_URL): an uploaded image's `src` is there. */
  filesOrigin: string;
  urlSafety: UrlSafetyOptions;
}

/** A section as it will be stored; `order` is its index among the items kept. */
export type SectionPlan =
  | { id: number; deleted: true; order: number }
  | {
      id: number | null;
      deleted: false;
      order: number;
      type: BioSectionType;
      title: string | null;
      description: string | null;
      icon: string | null;
      aspectRatio: SectionInput['aspectRatio'];
      image: BioImageValue | null;
      /** Where a tap goes; null for an IMAGE without a destination (then it has no link). */
      url: string | null;
    };

export type SocialLinkPlan =
  | { id: number; deleted: true; order: number }
  | { id: number | null; deleted: false; order: number; title: BioSocialNetwork; url: string };

/** Spec 001 §5: the description limit of each section type. */
const descriptionLimit: Record<BioSectionType, number> = {
  IMAGE: BIO_LIMITS.imageDescription,
  SAMPLE_LINK: BIO_LIMITS.linkDescription,
  YOUTUBE: BIO_LIMITS.linkDescription,
  WHATSAPP: BIO_LIMITS.whatsappDescription,
  INSTAGRAM: BIO_LIMITS.instagramDescription,
};

const OTHER_SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/** A destination the owner typed: http(s) only, and safe to send visitors to (the links' own check). */
async function checkDestination(input: string, stored: string | null, context: SaveContext): Promise<string> {
  const url = input.trim();
  if (url === stored) return url;
  const scheme = OTHER_SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
    throw new AppError(400, ['invalidUrl']);
  const checked = await checkTargetUrl(url, context.urlSafety);
  if (!checked.ok) throw new AppError(400, [checked.message]);
  if (!v.is(bioUrl, checked.url)) throw new AppError(400, ['invalidUrl']);
  return checked.url;
}

function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined || value === '') throw new AppError(400, ['required']);
  return value;
}

/** Where a section of this type sends a tap (spec 001 §5), or null when it sends nowhere. */
async function destinationOf(
  input: SectionInput,
  stored: SectionWithLink | undefined,
  context: SaveContext,
): Promise<string | null> {
  const typed = input.onlineAddress?.url?.trim() || null;
  const storedUrl = stored?.link?.url ?? null;
  switch (input.type) {
    case 'SAMPLE_LINK':
      return checkDestination(required(typed), storedUrl, context);
    case 'YOUTUBE': {
      const embed = youtubeEmbedUrl(required(typed));
      if (embed === null) throw new AppError(400, ['invalidUrl']);
      return embed;
    }
    case 'WHATSAPP': {
      const whatsapp = required(input.whatsapp);
      required(input.description);
      return whatsappSectionUrl(whatsapp.number, whatsapp.message);
    }
    case 'INSTAGRAM':
      return instagramSectionUrl(required(input.instagram).handle);
    case 'IMAGE':
      return typed === null ? null : checkDestination(typed, storedUrl, context);
  }
}

function storedItem<T extends { id: number }>(stored: ReadonlyMap<number, T>, id: number): T {
  const item = stored.get(id);
  if (!item) throw notFound();
  return item;
}

/**
 * The body's sections as they will be stored, or the first broken rule (400 with its key; 404 for an id that
 * is not one of this bio's sections or an upload that is not the user's). New items sent deleted are dropped;
 * saved ones sent deleted keep their content and are only marked.
 */
export async function planSections(
  db: Db,
  ownerId: number,
  inputs: readonly SectionInput[],
  stored: readonly SectionWithLink[],
  context: SaveContext,
): Promise<SectionPlan[]> {
  const byId = new Map(stored.map((section) => [section.id, section]));
  const kept = inputs.filter((input) => !(input.deleted && input.id == null));
  for (const input of kept) if (input.id != null) storedItem(byId, input.id);
  if (kept.filter((input) => !input.deleted).length > BIO_LIMITS.sections) {
    throw new AppError(400, ['invalidSize']);
  }
  const planOne = async (input: SectionInput, order: number): Promise<SectionPlan> => {
    if (input.deleted && input.id != null) return { id: input.id, deleted: true, order };
    const current = input.id == null ? undefined : byId.get(input.id);
    if ((input.description?.length ?? 0) > descriptionLimit[input.type]) {
      throw new AppError(400, ['invalidSize']);
    }
    const image = await checkBioImage(
      db,
      ownerId,
      input.image,
      current?.image ?? null,
      'section',
      context.filesOrigin,
    );
    if (input.type === 'IMAGE' && (image === null || image.deleted)) throw new AppError(400, ['required']);
    return {
      id: input.id ?? null,
      deleted: false,
      order,
      type: input.type,
      title: input.title || null,
      description: input.description || null,
      icon: input.icon || null,
      aspectRatio: input.aspectRatio,
      image,
      url: await destinationOf(input, current, context),
    };
  };
  // Destinations are checked at once (each may wait for DNS); the first broken item in the list is answered.
  const settled = await Promise.allSettled(kept.map(planOne));
  return settled.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

/** The body's social links as they will be stored (one per network, each under its network's address). */
export function planSocialLinks(
  inputs: readonly SocialInput[],
  stored: readonly SocialLinkWithLink[],
): SocialLinkPlan[] {
  const byId = new Map(stored.map((social) => [social.id, social]));
  const kept = inputs.filter((input) => !(input.deleted && input.id == null));
  for (const input of kept) if (input.id != null) storedItem(byId, input.id);
  const live = kept.filter((input) => !input.deleted);
  if (live.length > BIO_LIMITS.socialLinks) throw new AppError(400, ['invalidSize']);
  if (new Set(live.map((input) => input.title)).size < live.length) throw new AppError(400, ['invalid']);
  return kept.map((input, order): SocialLinkPlan => {
    if (input.deleted && input.id != null) return { id: input.id, deleted: true, order };
    const url = input.onlineAddress.url.trim();
    if (!isSocialLinkOf(input.title, url) || !URL.canParse(url)) throw new AppError(400, ['invalidUrl']);
    return { id: input.id ?? null, deleted: false, order, title: input.title, url };
  });
}
