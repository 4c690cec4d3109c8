import type { InfoproductView } from '@atalho/sdk/schemas';

/** `leadEmail`'s pattern (spec 000 §5), kept here so the page's island checks without the area's schemas. */
export const LEAD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^[0-9]+$/;

/** A form input's name: `email`, or `field.{id}` for a custom field (the HTML form posts these too). */
export const fieldName = (id: number) => `field.${id}`;

type Field = InfoproductView['formFields'][number];

/**
 * The message key of one answer, or null when it passes: the lead POST's rules (spec 000 §5), the e-mail's
 * when `field` is left out. A select is always required and takes only its options' values.
 */
export function checkLeadValue(value: string, field?: Field): string | null {
  const text = value.trim();
  if (!field) {
    if (!text) return 'required';
    return LEAD_EMAIL_PATTERN.test(text) ? null : 'invalid';
  }
  if (!text) return field.required || field.type === 'SELECT_FIELD' ? 'required' : null;
  if (field.type === 'SELECT_FIELD')
    return field.options.some((option) => option.value === text) ? null : 'invalid';
  return field.inputType === 'NUMERIC' && !DIGITS.test(text) ? 'invalid' : null;
}

/** Every answer of a submission checked: `{ email: 'invalid', 'field.3': 'required' }`, empty when valid. */
export function checkLead(view: Pick<InfoproductView, 'formFields'>, values: Record<string, string>) {
  const errors: Record<string, string> = {};
  const email = checkLeadValue(values.email ?? '');
  if (email) errors.email = email;
  for (const field of view.formFields) {
    const name = fieldName(field.id);
    const error = checkLeadValue(values[name] ?? '', field);
    if (error) errors[name] = error;
  }
  return errors;
}
