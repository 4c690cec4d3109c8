import { t } from '@atalho/ui/i18n';
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error from `formState.errors`; its message is a catalogue key (`invalidUrl`, `required`…). */
  error?: { message?: string } | undefined;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
  /** Extra layout props of the field's root (width, flex). */
  rootProps?: Omit<Field.RootProps, 'invalid' | 'required' | 'children'>;
}

/** Label, control, helper and the translated error with the right ARIA wiring (Chakra Field). */
export function FormField({ label, error, helperText, required, children, rootProps }: FormFieldProps) {
  const message = error?.message ? t.maybe(error.message) : undefined;
  return (
    <Field.Root {...rootProps} invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
