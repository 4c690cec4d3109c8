import {
  BIO_LIMITS,
  type BioAppearance,
  type BioAspectRatio,
  type Biography,
  type BiographyBody,
  type BioSectionType,
  BioSocialNetwork,
  bioColorNames,
  biographyBody,
  bioTemplates,
  isSocialLinkOf,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';

/** An image as the editor holds it (the upload field's value, the body's `{id, src, deleted}`). */
export interface DraftImage {
  id?: number | null;
  src: string;
  deleted: boolean;
}

/** The link behind a section or social link; `code` is the server's, known once saved. */
export interface DraftLink {
  id: number | null;
  url: string | null;
  code?: string;
}

/** One section in the editor: the body's fields plus a `key` that names it while it has no id. */
export interface DraftSection {
  key: string;
  id: number | null;
  type: BioSectionType;
  order: number;
  deleted: boolean;
  title: string | null;
  description: string | null;
  aspectRatio: BioAspectRatio | null;
  image: DraftImage | null;
  onlineAddress: DraftLink | null;
  whatsapp: { number: string; message: string | null } | null;
  instagram: { handle: string } | null;
}

const draftSocial = v.pipe(
  v.object({
    key: v.string(),
    id: v.nullable(v.number()),
    title: BioSocialNetwork,
    order: v.number(),
    deleted: v.boolean(),
    onlineAddress: v.object({ id: v.nullable(v.number()), url: v.string(), code: v.optional(v.string()) }),
  }),
  v.forward(
    v.check(
      (social) =>
        social.deleted ||
        (social.onlineAddress.url.trim().length <= BIO_LIMITS.socialUrl &&
          isSocialLinkOf(social.title, social.onlineAddress.url)),
      'invalidUrl',
    ),
    ['onlineAddress', 'url'],
  ),
);

const { entries } = biographyBody;
const image = v.nullable(
  v.object({ id: v.optional(v.nullable(v.number())), src: v.string(), deleted: v.boolean() }),
);

/**
 * The editor's one form: the bio's fields as POST /biographies validates them, the sections (each checked by
 * its own form when edited) and the social links (edited inline, each checked against its network).
 */
export const bioEditorSchema = v.object({
  id: v.nullable(v.number()),
  name: entries.name,
  description: entries.description,
  onlineAddress: v.object({ code: entries.onlineAddress.entries.code }),
  cover: image,
  picture: image,
  headerColor: entries.headerColor,
  backgroundColor: entries.backgroundColor,
  titleColor: entries.titleColor,
  descriptionColor: entries.descriptionColor,
  socialIconsColor: entries.socialIconsColor,
  sectionColor: entries.sectionColor,
  sectionTextColor: entries.sectionTextColor,
  layout: entries.layout,
  font: entries.font,
  shape: entries.shape,
  shadow: entries.shadow,
  placementSocialLinksOnTop: v.boolean(),
  biographyHasOnlineAddresses: v.pipe(
    v.custom<DraftSection[]>(Array.isArray),
    v.check(
      (sections) => sections.filter((section) => !section.deleted).length <= BIO_LIMITS.sections,
      'invalidSize',
    ),
  ),
  socialLinks: v.array(draftSocial),
});
export type BioDraft = v.InferInput<typeof bioEditorSchema>;

export const BIO_TABS = { profile: 0, content: 1, appearance: 2 } as const;
export const LAST_TAB = BIO_TABS.appearance;

const profileFields = new Set(['name', 'description', 'onlineAddress', 'cover', 'picture']);
const contentFields = new Set(['biographyHasOnlineAddresses', 'socialLinks']);

/** The tab a form field is edited on. */
function tabOf(field: string): number {
  if (profileFields.has(field)) return BIO_TABS.profile;
  if (contentFields.has(field)) return BIO_TABS.content;
  return BIO_TABS.appearance;
}

/** The tabs whose fields are invalid now (forward and save are disabled on them). */
export function invalidTabs(draft: BioDraft): Set<number> {
  const result = v.safeParse(bioEditorSchema, draft);
  const tabs = new Set<number>();
  if (result.success) return tabs;
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    tabs.add(typeof field === 'string' ? tabOf(field) : BIO_TABS.profile);
  }
  return tabs;
}

let lastKey = 0;
/** A key for an item that has no id yet. */
export const newKey = () => `new-${++lastKey}`;

const imageOf = (value: { id: number | null; src: string; deleted: boolean } | null): DraftImage | null =>
  value ? { id: value.id, src: value.src, deleted: value.deleted } : null;

/** A new bio, looking like template `templateId` (the first by default). */
export function newDraft(templateId = bioTemplates[0]?.id ?? 1): BioDraft {
  const template = bioTemplates.find((item) => item.id === templateId) ?? bioTemplates[0];
  return {
    id: null,
    name: '',
    description: '',
    onlineAddress: { code: '' },
    cover: null,
    picture: null,
    ...(template as (typeof bioTemplates)[number]).appearance,
    biographyHasOnlineAddresses: [],
    socialLinks: [],
  };
}

/** The appearance a template presets, as form values. */
export function appearanceOf(templateId: number): BioAppearance | undefined {
  return bioTemplates.find((item) => item.id === templateId)?.appearance;
}

const byOrder = <T extends { order: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.order - b.order);

/** The editor's form values for a bio the server answered (load and after each save). */
export function fromBiography(bio: Biography): BioDraft {
  return {
    id: bio.id,
    name: bio.name,
    description: bio.description,
    onlineAddress: { code: bio.onlineAddress.code },
    cover: imageOf(bio.cover),
    picture: imageOf(bio.picture),
    ...Object.fromEntries(bioColorNames.map((name) => [name, bio[name]])),
    layout: bio.layout as BioDraft['layout'],
    font: bio.font,
    shape: bio.shape as BioDraft['shape'],
    shadow: bio.shadow as BioDraft['shadow'],
    placementSocialLinksOnTop: bio.placementSocialLinksOnTop,
    biographyHasOnlineAddresses: byOrder(bio.biographyHasOnlineAddresses ?? []).map((section) => ({
      key: `section-${section.id}`,
      id: section.id,
      type: section.type,
      order: section.order,
      deleted: section.deleted,
      title: section.title,
      description: section.description,
      aspectRatio: section.aspectRatio,
      image: imageOf(section.image),
      onlineAddress: section.onlineAddress
        ? { id: section.onlineAddress.id, url: section.onlineAddress.url, code: section.onlineAddress.code }
        : null,
      whatsapp: section.whatsapp,
      instagram: section.instagram,
    })),
    socialLinks: byOrder(bio.socialLinks ?? []).map((social) => ({
      key: `social-${social.id}`,
      id: social.id,
      title: social.title,
      order: social.order,
      deleted: social.deleted,
      onlineAddress: {
        id: social.onlineAddress.id,
        url: social.onlineAddress.url,
        code: social.onlineAddress.code,
      },
    })),
  } as BioDraft;
}

/** Each item's `order` is its index (spec 001 §2: after every drag or add). */
export function reindex<T extends { order: number }>(list: readonly T[]): T[] {
  return list.map((item, index) => (item.order === index ? item : { ...item, order: index }));
}

/** Moves an item, then reassigns the order. */
export function moveItem<T extends { order: number }>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(to, 0, item);
  return reindex(next);
}

/** Appends an item, then reassigns the order. */
export function addItem<T extends { order: number }>(list: readonly T[], item: T): T[] {
  return reindex([...list, item]);
}

/**
 * Deleting: a saved item (it has an id) is marked deleted, shown greyed with an undo, and sent so the server
 * deletes it; an unsaved one is dropped.
 */
export function removeItem<T extends { id: number | null; deleted: boolean; order: number }>(
  list: readonly T[],
  index: number,
): T[] {
  const item = list[index];
  if (!item) return [...list];
  if (item.id !== null) return list.map((other, i) => (i === index ? { ...other, deleted: true } : other));
  return reindex(list.filter((_, i) => i !== index));
}

/** Undoes the deletion of a saved item. */
export function restoreItem<T extends { deleted: boolean }>(list: readonly T[], index: number): T[] {
  return list.map((item, i) => (i === index ? { ...item, deleted: false } : item));
}

const imageBody = (value: DraftImage | null | undefined) =>
  value?.src ? { id: value.id ?? null, src: value.src, deleted: value.deleted } : null;

/** POST /biographies's body for the form's values (empty image sources are sent as null, spec 001 §5). */
export function toBody(draft: v.InferOutput<typeof bioEditorSchema>): BiographyBody {
  return {
    id: draft.id,
    name: draft.name,
    description: draft.description,
    onlineAddress: { code: draft.onlineAddress.code },
    cover: imageBody(draft.cover),
    picture: imageBody(draft.picture),
    ...Object.fromEntries(bioColorNames.map((name) => [name, draft[name]])),
    layout: draft.layout,
    font: draft.font,
    shape: draft.shape,
    shadow: draft.shadow,
    placementSocialLinksOnTop: draft.placementSocialLinksOnTop,
    biographyHasOnlineAddresses: draft.biographyHasOnlineAddresses.map((section) => ({
      id: section.id,
      type: section.type,
      order: section.order,
      deleted: section.deleted,
      title: section.title || null,
      description: section.description || null,
      aspectRatio: section.aspectRatio,
      image: imageBody(section.image),
      onlineAddress: section.onlineAddress
        ? { id: section.onlineAddress.id, url: section.onlineAddress.url }
        : null,
      whatsapp: section.whatsapp,
      instagram: section.instagram,
    })),
    socialLinks: draft.socialLinks.map((social) => ({
      id: social.id,
      title: social.title,
      order: social.order,
      deleted: social.deleted,
      onlineAddress: { id: social.onlineAddress.id, url: social.onlineAddress.url.trim() },
    })),
  } as BiographyBody;
}
