import { messageKeys } from '@atalho/sdk/schemas';
import { smsMessageKeys } from '@atalho/sdk/sms';
import type { RowProblem } from './contact-rows';
import { t } from './i18n';

/** The pt-BR sentence for what the contract refuses in a row (the field is shown by where it appears). */
export function problemText(problem: RowProblem): string {
  const name = problem.property ?? '';
  switch (problem.field) {
    case 'number':
      if (problem.key === smsMessageKeys.brazilOnly) return t('errNumberBrazil');
      if (problem.key === smsMessageKeys.numberInvalid) return t('errNumberInvalid');
      if (problem.key === messageKeys.invalidSize) return t('errNumberSize');
      if (problem.key === smsMessageKeys.repeatedNumber) return t('errRepeated');
      return problem.key === messageKeys.required ? t('errNumberRequired') : t('errNumberInvalid');
    case 'segments':
      return problem.key === messageKeys.invalidSize ? t('errSegmentsSize') : t('errSegments');
    case 'tags':
      return problem.key === messageKeys.invalidSize ? t('errTagsSize') : t('errTags');
    case 'properties':
      if (!name) return t('errProperties');
      return problem.key === messageKeys.invalidSize
        ? t('errPropertySize', { name })
        : t('errProperty', { name });
  }
}
