import {
  INFOPRODUCT_LIMITS,
  type InfoproductStyleColors,
  type infoproductBody,
  infoproductMessageKeys,
  infoproductProColorNames,
} from '@atalho/sdk/schemas/infoproducts';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import type { InfoproductFileValue } from '../../db/schema';
import { type Entitled, hasFeature } from '../../entitlements';
import { AppError } from '../../errors';
import { checkOwnedUpload, type UploadRule } from '../files';
import { liveCount, type PartPlan, planParts } from './plan-parts';
import type {
  FooterLinkValues,
  FormFieldValues,
  InfoproductValues,
  ItemValues,
  OptionValues,
} from './queries';
import type { FullInfoproduct } from './read-infoproducts';
import { styleOf } from './transform';

export type InfoproductBodyOutput = v.InferOutput<typeof infoproductBody>;

export interface FieldPlanValues extends FormFieldValues {
  options: PartPlan<OptionValues>[];
}

export interface InfoproductPlan {
  values: InfoproductValues;
  itens: PartPlan<ItemValues>[];
  /** Undefined: the stored fields are left as they are (an owner below `infoproductPro` sends none). */
  formFields: PartPlan<FieldPlanValues>[] | undefined;
  /** Undefined: left as stored, as the fields; null: the page has no footer. */
  footer:
    | { brandImage: InfoproductFileValue | null; text: string; links: PartPlan<FooterLinkValues>[] }
    | null
    | undefined;
}

const imageRule: UploadRule = { accepts: (file) => file.kind === 'image', external: false };
/** The e-book: a PDF the owner uploaded (parsed on upload, decision 020), never an address of elsewhere. */
const ebookRule: UploadRule = { accepts: (file) => file.kind === 'pdf', external: false };

function sameColor(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toUpperCase() === b.toUpperCase();
}

/**
 * The plan's part of the rules (spec 001 §2 steps 7–8, §3): custom fields, the footer and the PRO colours need
 * `infoproductPro`; below it they are 403 `plan.required` when sent. A PRO colour re-sent as stored is taken (an
 * owner whose plan ended may still save the rest; the page shows the default).
 */
function checkPlan(
  user: Entitled,
  body: InfoproductBodyOutput,
  style: InfoproductStyleColors,
  current: FullInfoproduct | null,
): boolean {
  if (hasFeature(user, 'infoproductPro')) return true;
  const stored = current ? styleOf(current.style) : undefined;
  const proColors = infoproductProColorNames.some(
    (name) =>
      !sameColor(style[name], styleOf(null)[name]) && !sameColor(style[name], stored?.[name] ?? undefined),
  );
  if (body.formFields.length > 0 || body.footer !== null || proColors) {
    throw new AppError(403, ['plan.required']);
  }
  return false;
}

function planFormFields(
  inputs: InfoproductBodyOutput['formFields'],
  stored: FullInfoproduct | null,
): PartPlan<FieldPlanValues>[] {
  const fields = stored?.formFields ?? [];
  const plans = planParts(inputs, fields, INFOPRODUCT_LIMITS.formFields, (input, current) => {
    // A text field has no options: the ones it had are marked deleted, new ones are dropped.
    const sent = input.type === 'SELECT_FIELD' ? input.options : [];
    const options = planParts(sent, current?.options ?? [], INFOPRODUCT_LIMITS.options, (option) => ({
      value: option.value,
    }));
    if (input.type === 'SELECT_FIELD' && liveCount(options) === 0) throw new AppError(400, ['required']);
    return {
      name: input.name,
      type: input.type,
      inputType: input.type === 'SELECT_FIELD' ? 'ALPHANUMERIC' : input.inputType,
      required: input.required,
      options,
    };
  });
  return plans;
}

/**
 * The body as it will be stored, or the first broken rule: 400 with its key, 403 `plan.required`, 404 for an
 * id that is not one of this page's parts or an upload that is not the owner's live one. Nothing is written.
 */
export async function planInfoproduct(
  db: Db,
  user: Entitled & { id: number },
  body: InfoproductBodyOutput,
  current: FullInfoproduct | null,
  filesOrigin: string,
): Promise<InfoproductPlan> {
  if (!current && !body.responsibility) throw new AppError(400, [infoproductMessageKeys.responsibility]);
  const style = styleOf(body.style as Partial<InfoproductStyleColors>);
  const pro = checkPlan(user, body, style, current);
  const itens = planParts(body.itens, current?.itens ?? [], INFOPRODUCT_LIMITS.itens, (input) => ({
    value: input.value,
  }));
  if (liveCount(itens) === 0) throw new AppError(400, ['required']);
  const formFields = pro ? planFormFields(body.formFields, current) : undefined;
  const footerLinks = (input: NonNullable<InfoproductBodyOutput['footer']>) =>
    planParts(input.links, current?.footer?.links ?? [], INFOPRODUCT_LIMITS.footerLinks, (link) => ({
      name: link.name,
      href: link.href,
    }));
  const upload = (
    input: InfoproductBodyOutput['resource'],
    stored: InfoproductFileValue | null,
    rule: UploadRule,
  ) => checkOwnedUpload(db, user.id, input, stored, rule, filesOrigin);

  const resource = await upload(body.resource, current?.resource ?? null, ebookRule);
  if (body.type === 'E_BOOK' && (resource === null || resource.deleted)) {
    throw new AppError(400, ['required']);
  }
  const [brandImage, productImage, footerImage] = await Promise.all([
    upload(body.brandImage, current?.brandImage ?? null, imageRule),
    upload(body.productImage, current?.productImage ?? null, imageRule),
    body.footer ? upload(body.footer.brandImage, current?.footer?.brandImage ?? null, imageRule) : null,
  ]);
  return {
    values: {
      type: body.type,
      action: body.action,
      resource,
      brandImage,
      productImage,
      title: body.title,
      subtitle: body.subtitle,
      shortDescription: body.shortDescription,
      itensTitle: body.itensTitle,
      description: body.description,
      style,
    },
    itens,
    formFields,
    footer: !pro
      ? undefined
      : body.footer && { brandImage: footerImage, text: body.footer.text, links: footerLinks(body.footer) },
  };
}
