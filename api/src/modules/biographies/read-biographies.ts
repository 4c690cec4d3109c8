import type { Db } from '../../db/client';
import {
  type BiographyWithLink,
  findSectionsOf,
  findSocialLinksOf,
  type SectionWithLink,
  type SocialLinkWithLink,
} from './queries';

/** A bio with the items asked for (absent when not asked). */
export interface FullBiography extends BiographyWithLink {
  sections?: SectionWithLink[];
  socialLinks?: SocialLinkWithLink[];
}

export interface Embeds {
  sections: boolean;
  socialLinks: boolean;
}

function groupBy<T extends { biographyId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.biographyId);
    if (group) group.push(row);
    else groups.set(row.biographyId, [row]);
  }
  return groups;
}

/** The owner's bios with their sections and social links, read with one query per kind of item. */
export async function withItems(
  db: Db,
  ownerId: number,
  rows: readonly BiographyWithLink[],
  embeds: Embeds,
): Promise<FullBiography[]> {
  const ids = rows.map((row) => row.id);
  const [sections, socialLinks] = await Promise.all([
    embeds.sections ? findSectionsOf(db, ownerId, ids).then(groupBy) : undefined,
    embeds.socialLinks ? findSocialLinksOf(db, ownerId, ids).then(groupBy) : undefined,
  ]);
  return rows.map((row) => ({
    ...row,
    ...(sections ? { sections: sections.get(row.id) ?? [] } : {}),
    ...(socialLinks ? { socialLinks: socialLinks.get(row.id) ?? [] } : {}),
  }));
}
