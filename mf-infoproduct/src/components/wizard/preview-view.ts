import {
  type InfoproductView,
  infoproductProColorNames,
  infoproductStyleDefaults,
  leadConsentText,
} from '@atalho/sdk/infoproducts';
import type { DraftFile, WizardDraft } from './wizard-draft';

const srcOf = (file: DraftFile | null | undefined) => (file && !file.deleted && file.src ? file.src : null);
const live = <T extends { deleted: boolean }>(list: readonly T[]) => list.filter((entry) => !entry.deleted);

/**
 * What the visitor would see for the wizard's values now (the server's visitor view of the item): live topics,
 * and, as the server does, the custom fields, the footer and the PRO colours only for an `infoproductPro` owner.
 * Fields not saved yet get negative ids (the page only names its inputs with them).
 */
export function toPreviewView(draft: WizardDraft, pro: boolean): InfoproductView {
  const style = { ...draft.style };
  if (!pro) for (const name of infoproductProColorNames) style[name] = infoproductStyleDefaults[name];
  return {
    id: draft.id ?? 0,
    type: 'E_BOOK',
    action: draft.action,
    title: draft.title,
    subtitle: draft.subtitle,
    shortDescription: draft.shortDescription,
    itensTitle: draft.itensTitle,
    itens: live(draft.itens).map((entry) => entry.value),
    description: draft.description,
    brandImage: srcOf(draft.brandImage),
    productImage: srcOf(draft.productImage),
    style,
    formFields: pro
      ? live(draft.formFields).map((field, index) => ({
          id: field.id ?? -(index + 1),
          name: field.name,
          type: field.type,
          inputType: field.inputType,
          required: field.required,
          options: live(field.options).map((option, at) => ({
            id: option.id ?? -(at + 1),
            value: option.value,
          })),
        }))
      : [],
    footer:
      pro && draft.footer
        ? {
            brandImage: srcOf(draft.footer.brandImage),
            text: draft.footer.text,
            links: live(draft.footer.links).map((link) => ({ name: link.name, href: link.href })),
          }
        : null,
    consentText: leadConsentText(draft.title.trim()),
  };
}
