import {
  type Infoproduct,
  type InfoproductFile,
  type InfoproductStyleColors,
  type InfoproductView,
  infoproductProColorNames,
  infoproductStyleDefaults,
  leadConsentText,
} from '@atalho/sdk/schemas/infoproducts';
import type { InfoproductFileValue } from '../../db/schema';
import type { VisitorInfoproductRow } from './queries';
import type { FieldWithOptions, FooterWithLinks, FullInfoproduct } from './read-infoproducts';

function file(value: InfoproductFileValue | null): InfoproductFile | null {
  return value ? { id: value.id ?? null, src: value.src, deleted: value.deleted } : null;
}

/** Every colour, the defaults under what is stored (rows written before a colour existed read it too). */
export function styleOf(stored: Partial<InfoproductStyleColors> | null): InfoproductStyleColors {
  const style = { ...infoproductStyleDefaults };
  for (const [name, color] of Object.entries(stored ?? {}) as [keyof InfoproductStyleColors, unknown][]) {
    if (typeof color === 'string' && name in style) style[name] = color;
  }
  return style;
}

const entry = (row: { id: number; value: string; deleted: boolean }) => ({
  id: row.id,
  value: row.value,
  deleted: row.deleted,
});

function toFormField(field: FieldWithOptions): NonNullable<Infoproduct['formFields']>[number] {
  return {
    id: field.id,
    name: field.name,
    type: field.type,
    inputType: field.inputType,
    required: field.required,
    order: field.position,
    deleted: field.deleted,
    ...(field.options ? { options: field.options.map(entry) } : {}),
  };
}

function toFooter(footer: FooterWithLinks): NonNullable<Infoproduct['footer']> {
  return {
    id: footer.id,
    brandImage: file(footer.brandImage),
    text: footer.text,
    ...(footer.links
      ? {
          links: footer.links.map((link) => ({
            id: link.id,
            name: link.name,
            href: link.href,
            deleted: link.deleted,
          })),
        }
      : {}),
  };
}

/**
 * A page as its owner reads it (spec 001 §3 "Infoproduct"); lists present only when read; its link's clicks only with
 * `viewCounts` (the owner's plan shows them: BASIC, decision 015).
 */
export function toInfoproduct(page: FullInfoproduct, viewCounts: boolean): Infoproduct {
  return {
    id: page.id,
    type: page.type,
    pageType: 'LEEDS',
    action: page.action,
    resource: file(page.resource),
    brandImage: file(page.brandImage),
    productImage: file(page.productImage),
    title: page.title,
    subtitle: page.subtitle,
    shortDescription: page.shortDescription,
    itensTitle: page.itensTitle,
    ...(page.itens ? { itens: page.itens.map(entry) } : {}),
    description: page.description,
    style: styleOf(page.style),
    ...(page.formFields ? { formFields: page.formFields.map(toFormField) } : {}),
    footer: page.footer ? toFooter(page.footer) : null,
    onlineAddress: {
      id: page.link.id,
      code: page.link.code,
      url: page.link.url,
      active: page.link.active,
      type: page.link.type,
      clicks: viewCounts ? page.link.clicks : null,
    },
    user: { id: page.userId },
    leads: page.leads,
    dateCreate: page.createdAt.toISOString(),
    dateUpdate: page.updatedAt.toISOString(),
  };
}

/** What a visitor sees of an image: its address, unless the owner excluded it. */
function visibleSrc(value: InfoproductFileValue | null): string | null {
  return value && !value.deleted && value.src !== '' ? value.src : null;
}

/**
 * A page as a visitor's `/{subdomain}` shows it (`InfoproductView`): live topics; the custom fields and the
 * footer only when the owner's plan has `infoproductPro` (`pro`), and otherwise the default for the colours
 * only that plan may change. Never the owner's identity, nor the e-book's address (it is the lead's reward).
 */
export function toInfoproductView(row: VisitorInfoproductRow, pro: boolean): InfoproductView {
  const { page } = row;
  const style = styleOf(page.style);
  if (!pro) for (const name of infoproductProColorNames) style[name] = infoproductStyleDefaults[name];
  return {
    id: page.id,
    type: page.type,
    action: page.action,
    title: page.title,
    subtitle: page.subtitle,
    shortDescription: page.shortDescription,
    itensTitle: page.itensTitle,
    itens: row.itens,
    description: page.description,
    brandImage: visibleSrc(page.brandImage),
    productImage: visibleSrc(page.productImage),
    style,
    formFields: pro ? row.formFields : [],
    footer:
      pro && row.footer
        ? { brandImage: visibleSrc(row.footer.brandImage), text: row.footer.text, links: row.footer.links }
        : null,
    consentText: leadConsentText(page.title),
  };
}
