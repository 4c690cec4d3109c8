import type { Lead } from '@atalho/sdk/schemas/infoproducts';
import type { LeadAnswerRow, LeadRow } from './queries';

const MASK = '****';

/**
 * An e-mail as an owner below PRO reads it (spec 001 §2): at most the first two characters of the name, never
 * more than half of it, then `****` and the domain (`jo****@gmail.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = at < 0 ? email : email.slice(0, at);
  const shown = Math.min(2, Math.floor(name.length / 2));
  return `${name.slice(0, shown)}${MASK}${at < 0 ? '' : email.slice(at)}`;
}

export function toLead(row: LeadRow, answers: readonly LeadAnswerRow[], masked: boolean): Lead {
  return {
    id: row.id,
    email: masked ? maskEmail(row.email) : row.email,
    masked,
    answers: answers.map((answer) => ({
      id: answer.id,
      field: { id: answer.fieldId, name: answer.fieldName },
      value: answer.value,
    })),
    consent: {
      at: row.consentAt.toISOString(),
      ip: row.consentIp,
      userAgent: row.consentUserAgent,
      text: row.consentText,
    },
    dateCreate: row.createdAt.toISOString(),
    dateUpdate: row.updatedAt.toISOString(),
  };
}
