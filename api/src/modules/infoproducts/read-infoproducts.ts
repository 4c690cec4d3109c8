import type { Db } from '../../db/client';
import {
  type FooterLinkRow,
  type FooterRow,
  type FormFieldRow,
  findFooterLinksOf,
  findFootersOf,
  findFormFieldsOf,
  findItemsOf,
  findOptionsOf,
  type InfoproductWithLink,
  type ItemRow,
  type OptionRow,
} from './queries';

export interface FieldWithOptions extends FormFieldRow {
  options?: OptionRow[];
}
export interface FooterWithLinks extends FooterRow {
  links?: FooterLinkRow[];
}

/** A page with the parts asked for (absent when not asked); the footer is always read. */
export interface FullInfoproduct extends InfoproductWithLink {
  itens?: ItemRow[];
  formFields?: FieldWithOptions[];
  footer: FooterWithLinks | null;
}

export interface Embeds {
  itens: boolean;
  formFields: boolean;
  options: boolean;
  footerLinks: boolean;
}

export const allParts: Embeds = { itens: true, formFields: true, options: true, footerLinks: true };

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The owner's pages with their parts: one query per kind of part, whatever the number of pages. */
export async function withParts(
  db: Db,
  ownerId: number,
  rows: readonly InfoproductWithLink[],
  embeds: Embeds,
): Promise<FullInfoproduct[]> {
  const ids = rows.map((row) => row.id);
  const [itens, fields, options, footers, footerLinks] = await Promise.all([
    embeds.itens ? findItemsOf(db, ownerId, ids) : undefined,
    embeds.formFields ? findFormFieldsOf(db, ownerId, ids) : undefined,
    embeds.formFields && embeds.options ? findOptionsOf(db, ownerId, ids) : undefined,
    findFootersOf(db, ownerId, ids),
    embeds.footerLinks ? findFooterLinksOf(db, ownerId, ids) : undefined,
  ]);
  const itensOf = itens && groupBy(itens, (item) => item.infoproductId);
  const optionsOf = options && groupBy(options, (option) => option.formFieldId);
  const fieldsOf =
    fields &&
    groupBy(
      fields.map((field) => (optionsOf ? { ...field, options: optionsOf.get(field.id) ?? [] } : field)),
      (field) => field.infoproductId,
    );
  const linksOf = footerLinks && groupBy(footerLinks, (link) => link.footerId);
  const footerOf = new Map(
    footers.map((footer) => [
      footer.infoproductId,
      linksOf ? { ...footer, links: linksOf.get(footer.id) ?? [] } : footer,
    ]),
  );
  return rows.map((row) => ({
    ...row,
    ...(itensOf ? { itens: itensOf.get(row.id) ?? [] } : {}),
    ...(fieldsOf ? { formFields: fieldsOf.get(row.id) ?? [] } : {}),
    footer: footerOf.get(row.id) ?? null,
  }));
}
