import type { SchemaForm } from '@atalho/ui';
import type * as v from 'valibot';
import { type WizardDraft, wizardSchema } from './wizard-draft';

/** The schema as the form holds its values (choices may be unmade: `null`). */
export const wizardFormSchema = wizardSchema as unknown as v.GenericSchema<WizardDraft, WizardDraft>;

export type WizardForm = SchemaForm<typeof wizardFormSchema>;

/** What every step gets: the form and whether the owner has `infoproductPro`. */
export interface StepProps {
  form: WizardForm;
  pro: boolean;
}

/** `setValue` options for every edit: the change counts as unsaved and is validated at once. */
export const edit = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;
