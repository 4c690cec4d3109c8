import {
  type Biography,
  type BiographyView,
  type BioLink,
  type BioSection,
  type BioSocialLink,
  INSTAGRAM_HOST,
  WHATSAPP_HOST,
} from '@atalho/sdk/schemas';
import type { BioImageValue } from '../../db/schema';
import type { ItemLink, SectionWithLink, SocialLinkWithLink, VisitorBiographyRow } from './queries';
import type { FullBiography } from './read-biographies';

function image(value: BioImageValue | null): Biography['cover'] {
  return value ? { id: value.id ?? null, src: value.src, deleted: value.deleted } : null;
}

/** `viewCounts`: the owner's plan shows clicks (BASIC; decision 015), else `clicks` is null. */
function toBioLink(link: ItemLink, viewCounts: boolean): BioLink {
  return {
    id: link.id,
    code: link.code,
    url: link.url,
    tags: link.tags,
    active: link.active,
    type: link.type,
    error: link.error,
    lastCheck: link.lastCheck?.toISOString() ?? null,
    clicks: viewCounts ? link.clicks : null,
  };
}

function parsedUrl(url: string | undefined, host: string): URL | null {
  if (!url?.startsWith(host)) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The number and message the editor sent, read back from the WhatsApp address built from them. */
function whatsappOf(section: SectionWithLink): BioSection['whatsapp'] {
  if (section.type !== 'WHATSAPP') return null;
  const url = parsedUrl(section.link?.url, WHATSAPP_HOST);
  const number = url?.searchParams.get('phone');
  return number ? { number, message: url?.searchParams.get('text') ?? null } : null;
}

/** The handle the editor sent, read back from `{host}/{handle}/profilecard`. */
function instagramOf(section: SectionWithLink): BioSection['instagram'] {
  if (section.type !== 'INSTAGRAM') return null;
  const handle = parsedUrl(section.link?.url, INSTAGRAM_HOST)?.pathname.split('/')[1];
  return handle ? { handle: decodeURIComponent(handle) } : null;
}

function toSection(section: SectionWithLink, viewCounts: boolean): BioSection {
  return {
    id: section.id,
    type: section.type,
    order: section.position,
    deleted: section.deleted,
    title: section.title,
    description: section.description,
    icon: section.icon,
    aspectRatio: section.aspectRatio,
    image: image(section.image),
    onlineAddress: section.link ? toBioLink(section.link, viewCounts) : null,
    whatsapp: whatsappOf(section),
    instagram: instagramOf(section),
  };
}

function toSocialLink(social: SocialLinkWithLink, viewCounts: boolean): BioSocialLink {
  return {
    id: social.id,
    title: social.title,
    order: social.position,
    deleted: social.deleted,
    onlineAddress: toBioLink(social.link, viewCounts),
  };
}

/** A bio as its owner reads it (spec 001 §3 "Biography"); its links' clicks only with `viewCounts`. */
export function toBiography(bio: FullBiography, viewCounts: boolean): Biography {
  return {
    id: bio.id,
    name: bio.name,
    description: bio.description,
    onlineAddress: {
      id: bio.link.id,
      code: bio.link.code,
      url: bio.link.url,
      tags: bio.link.tags,
      active: bio.link.active,
      type: bio.link.type,
      user: { id: bio.userId },
    },
    cover: image(bio.cover),
    picture: image(bio.picture),
    headerColor: bio.headerColor,
    backgroundColor: bio.backgroundColor,
    titleColor: bio.titleColor,
    descriptionColor: bio.descriptionColor,
    socialIconsColor: bio.socialIconsColor,
    sectionColor: bio.sectionColor,
    sectionTextColor: bio.sectionTextColor,
    layout: bio.layout,
    font: bio.font,
    shape: bio.shape,
    shadow: bio.shadow,
    placementSocialLinksOnTop: bio.placementSocialLinksOnTop,
    ...(bio.sections
      ? { biographyHasOnlineAddresses: bio.sections.map((section) => toSection(section, viewCounts)) }
      : {}),
    ...(bio.socialLinks
      ? { socialLinks: bio.socialLinks.map((social) => toSocialLink(social, viewCounts)) }
      : {}),
    dateCreate: bio.createdAt.toISOString(),
    dateUpdate: bio.updatedAt.toISOString(),
  };
}

/** What a visitor sees of an image: its address, unless the owner excluded it. */
function visibleSrc(value: BioImageValue | null): string | null {
  return value && !value.deleted && value.src !== '' ? value.src : null;
}

/** A bio as a visitor's `/{username}` shows it: live items only, never the owner's identity. */
export function toBiographyView({ bio, sections, socialLinks }: VisitorBiographyRow): BiographyView {
  return {
    id: bio.id,
    name: bio.name,
    description: bio.description,
    cover: visibleSrc(bio.cover),
    picture: visibleSrc(bio.picture),
    headerColor: bio.headerColor,
    backgroundColor: bio.backgroundColor,
    titleColor: bio.titleColor,
    descriptionColor: bio.descriptionColor,
    socialIconsColor: bio.socialIconsColor,
    sectionColor: bio.sectionColor,
    sectionTextColor: bio.sectionTextColor,
    layout: bio.layout,
    font: bio.font,
    shape: bio.shape,
    shadow: bio.shadow,
    placementSocialLinksOnTop: bio.placementSocialLinksOnTop,
    biographyHasOnlineAddresses: sections.map((section) => ({
      type: section.type,
      title: section.title,
      description: section.description,
      icon: section.icon,
      aspectRatio: section.aspectRatio,
      image: visibleSrc(section.image),
      onlineAddress: section.link,
    })),
    socialLinks: socialLinks.map((social) => ({
      title: social.title,
      onlineAddress: social.link,
    })),
  };
}
