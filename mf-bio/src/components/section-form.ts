import {
  BIO_LIMITS,
  BioAspectRatio,
  type BioSectionType,
  bioSectionInput,
  bioUrl,
  instagramSectionUrl,
  messageKeys,
  whatsappSectionUrl,
  youtubeEmbedUrl,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { DraftImage, DraftSection } from './bio-draft';

/** What a section's form edits, one flat shape for the five types (unused fields stay ''). */
export interface SectionFormValues {
  title: string;
  description: string;
  url: string;
  number: string;
  message: string;
  handle: string;
  aspectRatio: BioAspectRatio;
  image: DraftImage | null;
}

const text = (max: number) =>
  v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(max, messageKeys.invalidSize));
const requiredText = (max: number) =>
  v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(max, messageKeys.invalidSize),
  );
const anyText = v.string();
const optionalUrl = v.union([v.pipe(v.string(), v.trim(), v.empty()), bioUrl], messageKeys.invalidUrl);
const imageValue = v.nullable(
  v.object({ id: v.optional(v.nullable(v.number())), src: v.string(), deleted: v.boolean() }),
);
const requiredImage = v.pipe(
  imageValue,
  v.check((image) => image !== null && !image.deleted && image.src !== '', messageKeys.required),
);
const whatsappNumber = bioSectionInput.entries.whatsapp.wrapped.wrapped.entries.number;
const instagramHandle = bioSectionInput.entries.instagram.wrapped.wrapped.entries.handle;
const youtubeUrl = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.check((address) => youtubeEmbedUrl(address) !== null, messageKeys.invalidUrl),
);

/** Description limits by type (spec 001 §5). */
export const DESCRIPTION_LIMITS: Record<BioSectionType, number> = {
  SAMPLE_LINK: BIO_LIMITS.linkDescription,
  IMAGE: BIO_LIMITS.imageDescription,
  YOUTUBE: BIO_LIMITS.linkDescription,
  WHATSAPP: BIO_LIMITS.whatsappDescription,
  INSTAGRAM: BIO_LIMITS.instagramDescription,
};

type SectionSchema = v.GenericSchema<SectionFormValues, SectionFormValues>;

/** The rules of one section type (spec 001 §5), over the contract's own pieces. */
export function sectionFormSchema(type: BioSectionType): SectionSchema {
  const base = {
    title: text(BIO_LIMITS.linkTitle),
    description: text(DESCRIPTION_LIMITS[type]),
    url: anyText,
    number: anyText,
    message: anyText,
    handle: anyText,
    aspectRatio: BioAspectRatio,
    image: imageValue,
  };
  switch (type) {
    case 'SAMPLE_LINK':
      return v.object({ ...base, title: requiredText(BIO_LIMITS.linkTitle), url: bioUrl }) as SectionSchema;
    case 'IMAGE':
      return v.object({ ...base, url: optionalUrl, image: requiredImage }) as SectionSchema;
    case 'YOUTUBE':
      return v.object({ ...base, url: youtubeUrl }) as SectionSchema;
    case 'WHATSAPP':
      return v.object({
        ...base,
        number: whatsappNumber,
        message: text(BIO_LIMITS.whatsappMessage),
        description: requiredText(BIO_LIMITS.whatsappDescription),
      }) as SectionSchema;
    case 'INSTAGRAM':
      return v.object({ ...base, handle: instagramHandle }) as SectionSchema;
  }
}

/** The form's values for a section being edited (or a new one of `type`). */
export function sectionFormValues(section: DraftSection | null): SectionFormValues {
  const url = section?.onlineAddress?.url ?? '';
  return {
    title: section?.title ?? '',
    description: section?.description ?? '',
    url: section?.type === 'WHATSAPP' || section?.type === 'INSTAGRAM' ? '' : url,
    number: section?.whatsapp?.number ?? '',
    message: section?.whatsapp?.message ?? '',
    handle: section?.instagram?.handle ?? '',
    aspectRatio: section?.aspectRatio ?? 'original',
    image: section?.image ?? null,
  };
}

/**
 * The section the form's values describe, over `previous` (its id, key, order and link id kept). The YouTube
 * address is stored as its embed address; the WhatsApp and Instagram addresses are built as the server does.
 */
export function sectionFromForm(
  type: BioSectionType,
  values: SectionFormValues,
  previous: DraftSection | null,
  key: string,
): DraftSection {
  const linkId = previous?.onlineAddress?.id ?? null;
  const code = previous?.onlineAddress?.code;
  const link = (url: string | null) => ({ id: linkId, url, ...(code ? { code } : {}) });
  const section: DraftSection = {
    key: previous?.key ?? key,
    id: previous?.id ?? null,
    type,
    order: previous?.order ?? 0,
    deleted: previous?.deleted ?? false,
    title: values.title || null,
    description: values.description || null,
    aspectRatio: null,
    image: null,
    onlineAddress: null,
    whatsapp: null,
    instagram: null,
  };
  switch (type) {
    case 'SAMPLE_LINK':
      return { ...section, onlineAddress: link(values.url) };
    case 'IMAGE':
      return {
        ...section,
        aspectRatio: values.aspectRatio,
        image: values.image,
        onlineAddress: values.url ? link(values.url) : linkId ? link(null) : null,
      };
    case 'YOUTUBE':
      return { ...section, onlineAddress: link(youtubeEmbedUrl(values.url)) };
    case 'WHATSAPP': {
      const whatsapp = { number: values.number, message: values.message || null };
      return {
        ...section,
        whatsapp,
        onlineAddress: link(whatsappSectionUrl(whatsapp.number, whatsapp.message)),
      };
    }
    case 'INSTAGRAM':
      return {
        ...section,
        instagram: { handle: values.handle },
        onlineAddress: link(instagramSectionUrl(values.handle)),
      };
  }
}

/** Crop size of a section image per aspect ratio; "original" is the spec's 1000×500. */
export const SECTION_IMAGE_TARGETS: Record<BioAspectRatio, { width: number; height: number }> = {
  original: { width: 1000, height: 500 },
  '1:1': { width: 1000, height: 1000 },
  '3:2': { width: 1000, height: 667 },
  '16:9': { width: 1000, height: 563 },
};
