import { messageKeys } from '@atalho/sdk/schemas';
import type { LeadFormField } from './queries';

export interface LeadAnswer {
  fieldId: number;
  value: string;
}

/** Form keys of a refused submission: `email` or `field.{id}`, each with its message key. */
export type LeadErrors = Record<string, string>;

const DIGITS = /^\d+$/;

export const fieldKey = (id: number) => `field.${id}`;

/**
 * Checks the answers against the item's live fields (spec 000 §5): a field flagged required, and every select
 * field, needs an answer; a NUMERIC text field takes digits only; a select answer is one of its live options; an
 * answer to a field the page does not show is refused. Below `infoproductPro` the page shows no custom field, so
 * answers are ignored. Answers left empty are not stored.
 */
export function checkLeadAnswers(
  given: readonly { field: { id: number }; value: string }[],
  fields: readonly LeadFormField[],
  pro: boolean,
): { answers: LeadAnswer[]; errors: LeadErrors } {
  const errors: LeadErrors = {};
  if (!pro) return { answers: [], errors };
  const byField = new Map<number, string>();
  const live = new Set(fields.map((field) => field.id));
  for (const { field, value } of given) {
    if (!live.has(field.id) || byField.has(field.id)) errors[fieldKey(field.id)] = messageKeys.invalid;
    else byField.set(field.id, value);
  }
  const answers: LeadAnswer[] = [];
  for (const field of fields) {
    const value = byField.get(field.id) ?? '';
    const key = fieldKey(field.id);
    if (value === '') {
      if (field.required || field.type === 'SELECT_FIELD') errors[key] = messageKeys.required;
      continue;
    }
    const valid =
      field.type === 'SELECT_FIELD'
        ? field.options.includes(value)
        : field.inputType !== 'NUMERIC' || DIGITS.test(value);
    if (valid) answers.push({ fieldId: field.id, value });
    else errors[key] = messageKeys.invalid;
  }
  return { answers, errors };
}
