import {
  INFOPRODUCT_NEW_ITENS,
  type Infoproduct,
  type InfoproductBody,
  type InfoproductStyleColors,
  infoproductBody,
  infoproductColorNames,
  infoproductFooterInput,
  infoproductFooterLinkInput,
  infoproductFormFieldInput,
  infoproductItemInput,
  infoproductOptionInput,
  infoproductStyleDefaults,
} from '@atalho/sdk/infoproducts';
import * as v from 'valibot';

/** An image or the e-book as the editor holds it: the body's `{id, src, deleted}`, plus what it shows. */
export interface DraftFile {
  id?: number | null;
  src: string;
  deleted: boolean;
  /** The picked file's name and bytes, known only for a file uploaded in this session. */
  name?: string;
  size?: number;
}

/** A topic or a select option; `key` names it in lists while it has no id. */
export interface DraftEntry {
  key: string;
  id: number | null;
  value: string;
  deleted: boolean;
}

export interface DraftField {
  key: string;
  id: number | null;
  name: string;
  type: 'TEXT_FIELD' | 'SELECT_FIELD';
  inputType: 'ALPHANUMERIC' | 'NUMERIC';
  required: boolean;
  options: DraftEntry[];
  deleted: boolean;
}

export interface DraftLink {
  key: string;
  id: number | null;
  name: string;
  href: string;
  deleted: boolean;
}

export interface DraftFooter {
  id: number | null;
  brandImage: DraftFile | null;
  text: string;
  links: DraftLink[];
}

/** The 8 steps (spec 001 §2), by index. */
export const STEPS = {
  siteType: 0,
  product: 1,
  address: 2,
  appearance: 3,
  topics: 4,
  more: 5,
  form: 6,
  footer: 7,
} as const;
export const STEP_COUNT = 8;
export const LAST_STEP = STEP_COUNT - 1;

const body = infoproductBody.entries;
const file = v.nullable(
  v.looseObject({ id: v.optional(v.nullable(v.number())), src: v.string(), deleted: v.boolean() }),
);
const removed = v.looseObject({ deleted: v.literal(true) });
/** A saved entry marked deleted is sent as it was; only live entries follow the rules. */
const liveOrRemoved = <T extends v.ObjectEntries>(entries: T) =>
  v.variant('deleted', [removed, v.looseObject({ ...entries, deleted: v.literal(false) })]);

const entryDraft = (schema: typeof infoproductItemInput | typeof infoproductOptionInput) =>
  liveOrRemoved({ key: v.string(), id: v.nullable(v.number()), value: schema.entries.value });

const hasLive = (list: readonly { deleted: boolean }[]) => list.some((entry) => !entry.deleted);

const fieldDraft = liveOrRemoved({
  key: v.string(),
  id: v.nullable(v.number()),
  name: infoproductFormFieldInput.entries.name,
  type: infoproductFormFieldInput.entries.type,
  inputType: v.picklist(['ALPHANUMERIC', 'NUMERIC']),
  required: v.boolean(),
  options: v.array(entryDraft(infoproductOptionInput)),
});

const linkDraft = liveOrRemoved({
  key: v.string(),
  id: v.nullable(v.number()),
  name: infoproductFooterLinkInput.entries.name,
  href: infoproductFooterLinkInput.entries.href,
});

/**
 * The wizard's one form: the body's own rules (limits and message keys of `@atalho/sdk/infoproducts`) on the
 * fields as the editor holds them. The page type and the product type start unchosen on a new item, so every
 * step of a new item starts invalid (spec 001 §2).
 */
export const wizardSchema = v.pipe(
  v.object({
    id: v.nullable(v.number()),
    pageType: v.picklist(['LEEDS'], 'required'),
    type: v.picklist(['E_BOOK'], 'required'),
    action: body.action,
    resource: v.pipe(
      file,
      v.check((value) => value !== null && !value.deleted && value.src !== '', 'required'),
    ),
    brandImage: file,
    productImage: file,
    title: body.title,
    subtitle: body.subtitle,
    shortDescription: body.shortDescription,
    itensTitle: body.itensTitle,
    itens: v.pipe(
      v.array(entryDraft(infoproductItemInput)),
      v.check((list) => hasLive(list as { deleted: boolean }[]), 'required'),
    ),
    description: body.description,
    style: v.object(
      Object.fromEntries(
        infoproductColorNames.map((name) => [name, v.nonOptional(body.style.wrapped.entries[name])]),
      ) as unknown as Record<keyof InfoproductStyleColors, v.GenericSchema<string>>,
    ),
    formFields: v.array(
      v.pipe(
        fieldDraft,
        v.forward(
          v.check(
            (field) =>
              field.deleted ||
              field.type !== 'SELECT_FIELD' ||
              hasLive((field as { options: DraftEntry[] }).options),
            'required',
          ),
          ['options'],
        ),
      ),
    ),
    footer: v.nullable(
      v.object({
        id: v.nullable(v.number()),
        brandImage: file,
        text: infoproductFooterInput.entries.text,
        links: v.array(linkDraft),
      }),
    ),
    onlineAddress: v.object({ code: body.onlineAddress.entries.code }),
    /** Must be ticked for a new item (spec 001 §5); a saved item has already declared it. */
    responsibility: v.boolean(),
  }),
  v.forward(
    v.check((draft) => draft.id !== null || draft.responsibility, 'required'),
    ['responsibility'],
  ),
);

/** The wizard's values (`wizardSchema` checks them); the page and product types are null until chosen. */
export interface WizardDraft {
  id: number | null;
  pageType: 'LEEDS' | null;
  type: 'E_BOOK' | null;
  action: 'DOWNLOAD' | 'ACCESS';
  resource: DraftFile | null;
  brandImage: DraftFile | null;
  productImage: DraftFile | null;
  title: string;
  subtitle: string;
  shortDescription: string;
  itensTitle: string;
  itens: DraftEntry[];
  description: string;
  style: InfoproductStyleColors;
  formFields: DraftField[];
  footer: DraftFooter | null;
  onlineAddress: { code: string };
  responsibility: boolean;
}

const STEP_OF: Record<string, number> = {
  pageType: STEPS.siteType,
  type: STEPS.product,
  action: STEPS.product,
  resource: STEPS.product,
  title: STEPS.product,
  subtitle: STEPS.product,
  shortDescription: STEPS.product,
  responsibility: STEPS.product,
  onlineAddress: STEPS.address,
  brandImage: STEPS.appearance,
  productImage: STEPS.appearance,
  style: STEPS.appearance,
  itensTitle: STEPS.topics,
  itens: STEPS.topics,
  description: STEPS.more,
  formFields: STEPS.form,
  footer: STEPS.footer,
};

/**
 * The steps whose rules fail now. Below `infoproductPro` the contact form and the footer are not sent, so their
 * steps never block (they show the locked notice).
 */
export function invalidSteps(draft: WizardDraft, pro: boolean): Set<number> {
  const steps = new Set<number>();
  const result = v.safeParse(wizardSchema, pro ? draft : { ...draft, formFields: [], footer: null });
  if (result.success) return steps;
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    steps.add(typeof field === 'string' ? (STEP_OF[field] ?? STEPS.siteType) : STEPS.siteType);
  }
  return steps;
}

let lastKey = 0;
/** A key for an entry that has no id yet. */
export const newKey = (prefix = 'new') => `${prefix}-${++lastKey}`;

export const newEntry = (): DraftEntry => ({ key: newKey(), id: null, value: '', deleted: false });

export const newField = (): DraftField => ({
  key: newKey('field'),
  id: null,
  name: '',
  type: 'TEXT_FIELD',
  inputType: 'ALPHANUMERIC',
  required: false,
  options: [],
  deleted: false,
});

export const newLink = (): DraftLink => ({
  key: newKey('link'),
  id: null,
  name: '',
  href: '',
  deleted: false,
});

/** The footer a PRO owner's page gets when it has none (spec 001 §2). */
export const emptyFooter = (): DraftFooter => ({ id: null, brandImage: null, text: '', links: [] });

/** A new item: step 1's and 2's choices unmade, four empty topics, the default colours. */
export function newDraft(pro: boolean): WizardDraft {
  return {
    id: null,
    pageType: null,
    type: null,
    action: 'DOWNLOAD',
    resource: null,
    brandImage: null,
    productImage: null,
    title: '',
    subtitle: '',
    shortDescription: '',
    itensTitle: '',
    itens: Array.from({ length: INFOPRODUCT_NEW_ITENS }, newEntry),
    description: '',
    style: { ...infoproductStyleDefaults },
    formFields: [],
    footer: pro ? emptyFooter() : null,
    onlineAddress: { code: '' },
    responsibility: false,
  };
}

const fileOf = (value: { id: number | null; src: string; deleted: boolean } | null): DraftFile | null =>
  value ? { id: value.id, src: value.src, deleted: value.deleted } : null;

/** The wizard's values for an item the server answered. */
export function fromInfoproduct(item: Infoproduct, pro: boolean): WizardDraft {
  return {
    id: item.id,
    pageType: item.pageType,
    type: item.type === 'E_BOOK' ? 'E_BOOK' : null,
    action: item.action,
    resource: fileOf(item.resource),
    brandImage: fileOf(item.brandImage),
    productImage: fileOf(item.productImage),
    title: item.title,
    subtitle: item.subtitle,
    shortDescription: item.shortDescription,
    itensTitle: item.itensTitle,
    itens: (item.itens ?? []).map((entry) => ({ key: `item-${entry.id}`, ...entry })),
    description: item.description,
    style: { ...infoproductStyleDefaults, ...item.style },
    formFields: [...(item.formFields ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((field) => ({
        key: `field-${field.id}`,
        id: field.id,
        name: field.name,
        type: field.type,
        inputType: field.inputType,
        required: field.required,
        deleted: field.deleted,
        options: (field.options ?? []).map((option) => ({ key: `option-${option.id}`, ...option })),
      })),
    footer: item.footer
      ? {
          id: item.footer.id,
          brandImage: fileOf(item.footer.brandImage),
          text: item.footer.text,
          links: (item.footer.links ?? []).map((link) => ({ key: `link-${link.id}`, ...link })),
        }
      : pro
        ? emptyFooter()
        : null,
    onlineAddress: { code: item.onlineAddress.code },
    responsibility: false,
  };
}

/**
 * Removing from a list (spec 001 §2): a saved entry (it has an id) is marked deleted, shown greyed with an undo,
 * and sent so the server deletes it; an unsaved one is dropped.
 */
export function removeEntry<T extends { id: number | null; deleted: boolean }>(
  list: readonly T[],
  index: number,
): T[] {
  const entry = list[index];
  if (!entry) return [...list];
  if (entry.id !== null) return list.map((other, i) => (i === index ? { ...other, deleted: true } : other));
  return list.filter((_, i) => i !== index);
}

/** Undoes the removal of a saved entry. */
export const restoreEntry = <T extends { deleted: boolean }>(list: readonly T[], index: number): T[] =>
  list.map((entry, i) => (i === index ? { ...entry, deleted: false } : entry));

/** Removing an image or the file: a saved one is marked deleted, an unsaved one dropped. */
export const fileAfterRemoval = (current: DraftFile | null): DraftFile | null =>
  current?.id ? { id: current.id, src: current.src, deleted: true } : null;

const fileBody = (value: DraftFile | null | undefined) =>
  value?.src ? { id: value.id ?? null, src: value.src, deleted: value.deleted } : null;

/**
 * POST /infoproduts's body for the wizard's values. Below `infoproductPro` no fields and no footer are sent (the
 * server keeps the stored ones); `responsibility` is sent ticked for a new item.
 */
export function toBody(draft: WizardDraft, pro: boolean): InfoproductBody {
  return {
    id: draft.id,
    type: 'E_BOOK',
    pageType: 'LEEDS',
    action: draft.action,
    resource: fileBody(draft.resource),
    brandImage: fileBody(draft.brandImage),
    productImage: fileBody(draft.productImage),
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    shortDescription: draft.shortDescription.trim(),
    itensTitle: draft.itensTitle.trim(),
    itens: draft.itens.map(({ id, value, deleted }) => ({ id, value: value.trim(), deleted })),
    description: draft.description.trim(),
    style: { ...draft.style },
    formFields: pro
      ? draft.formFields.map((field) => ({
          id: field.id,
          name: field.name.trim(),
          type: field.type,
          inputType: field.type === 'TEXT_FIELD' ? field.inputType : 'ALPHANUMERIC',
          required: field.required,
          deleted: field.deleted,
          options:
            field.type === 'SELECT_FIELD'
              ? field.options.map(({ id, value, deleted }) => ({ id, value: value.trim(), deleted }))
              : field.options
                  .filter((option) => option.id !== null)
                  .map(({ id, value }) => ({ id, value, deleted: true })),
        }))
      : [],
    footer:
      pro && draft.footer
        ? {
            id: draft.footer.id,
            brandImage: fileBody(draft.footer.brandImage),
            text: draft.footer.text.trim(),
            links: draft.footer.links.map(({ id, name, href, deleted }) => ({
              id,
              name: name.trim(),
              href: href.trim(),
              deleted,
            })),
          }
        : null,
    onlineAddress: { code: draft.onlineAddress.code.trim() },
    responsibility: draft.id === null ? draft.responsibility : undefined,
  };
}

/** A value with its object keys sorted, so two drafts compare equal whatever order their keys were set in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether the values are the snapshot's ("unsaved changes?" when closing). */
export const sameDraft = (a: WizardDraft, b: WizardDraft) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
