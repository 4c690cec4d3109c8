import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { generateCode } from '../online-addresses';
import type { SectionPlan, SocialLinkPlan } from './plan-bio-items';
import {
  insertBioLink,
  insertSection,
  insertSocialLink,
  type OwnedBiography,
  type SectionWithLink,
  type SocialLinkWithLink,
  updateOwnedBioLink,
  updateSection,
  updateSocialLink,
} from './queries';

const MAX_CODE_ATTEMPTS = 8;

/** A section's or social link's own link: a BIO link of the owner with a drawn code. */
async function newItemLink(tx: Db, ownerId: number, url: string): Promise<number> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const link = await insertBioLink(tx, ownerId, { code: generateCode(), url });
    if (link) return link.id;
  }
  throw new AppError(503, ['code.unavailable']);
}

async function changeLink(
  tx: Db,
  ownerId: number,
  id: number,
  changes: { url?: string; active: boolean },
): Promise<void> {
  if (!(await updateOwnedBioLink(tx, ownerId, id, changes))) throw notFound();
}

/**
 * Writes the planned sections in the caller's transaction. A changed destination changes the section's link
 * (same id: its clicks go on counting); a deleted section's link is deactivated so its taps stop; saved
 * sections the body left out are marked deleted.
 */
export async function writeSections(
  tx: Db,
  ownerId: number,
  biography: OwnedBiography,
  plans: readonly SectionPlan[],
  stored: readonly SectionWithLink[],
): Promise<void> {
  const byId = new Map(stored.map((section) => [section.id, section]));
  const sent = new Set(plans.map((plan) => plan.id));
  const markDeleted = async (section: SectionWithLink, position: number) => {
    if (!(await updateSection(tx, ownerId, biography.id, section.id, { deleted: true, position }))) {
      throw notFound();
    }
    if (section.link?.active) await changeLink(tx, ownerId, section.link.id, { active: false });
  };
  for (const plan of plans) {
    const current = plan.id === null ? undefined : byId.get(plan.id);
    if (plan.deleted) {
      if (!current) throw notFound();
      await markDeleted(current, plan.order);
      continue;
    }
    let linkId = current?.onlineAddressId ?? null;
    if (plan.url !== null && linkId !== null) {
      if (current?.link?.url !== plan.url || !current.link.active) {
        await changeLink(tx, ownerId, linkId, { url: plan.url, active: true });
      }
    } else if (plan.url !== null) {
      linkId = await newItemLink(tx, ownerId, plan.url);
    } else if (linkId !== null) {
      await changeLink(tx, ownerId, linkId, { active: false });
      linkId = null;
    }
    const values = {
      type: plan.type,
      position: plan.order,
      deleted: false,
      title: plan.title,
      description: plan.description,
      icon: plan.icon,
      aspectRatio: plan.aspectRatio,
      image: plan.image,
      onlineAddressId: linkId,
    };
    if (!current) await insertSection(tx, biography, values);
    else if (!(await updateSection(tx, ownerId, biography.id, current.id, values))) throw notFound();
  }
  for (const section of stored) {
    if (!sent.has(section.id) && !section.deleted) await markDeleted(section, section.position);
  }
}

/** Writes the planned social links in the caller's transaction, as `writeSections` does the sections. */
export async function writeSocialLinks(
  tx: Db,
  ownerId: number,
  biography: OwnedBiography,
  plans: readonly SocialLinkPlan[],
  stored: readonly SocialLinkWithLink[],
): Promise<void> {
  const byId = new Map(stored.map((social) => [social.id, social]));
  const sent = new Set(plans.map((plan) => plan.id));
  const markDeleted = async (social: SocialLinkWithLink, position: number) => {
    if (!(await updateSocialLink(tx, ownerId, biography.id, social.id, { deleted: true, position }))) {
      throw notFound();
    }
    if (social.link.active) await changeLink(tx, ownerId, social.link.id, { active: false });
  };
  for (const plan of plans) {
    const current = plan.id === null ? undefined : byId.get(plan.id);
    if (plan.deleted) {
      if (!current) throw notFound();
      await markDeleted(current, plan.order);
      continue;
    }
    if (!current) {
      const onlineAddressId = await newItemLink(tx, ownerId, plan.url);
      await insertSocialLink(tx, biography, {
        title: plan.title,
        position: plan.order,
        deleted: false,
        onlineAddressId,
      });
      continue;
    }
    if (current.link.url !== plan.url || !current.link.active) {
      await changeLink(tx, ownerId, current.link.id, { url: plan.url, active: true });
    }
    const values = { title: plan.title, position: plan.order, deleted: false };
    if (!(await updateSocialLink(tx, ownerId, biography.id, current.id, values))) throw notFound();
  }
  for (const social of stored) {
    if (!sent.has(social.id) && !social.deleted) await markDeleted(social, social.position);
  }
}
