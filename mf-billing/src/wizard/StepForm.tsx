import { Stack } from '@chakra-ui/react';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

export interface StepFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** A wizard step's form: fields stacked, Enter submits (Next), the schema validates (no browser bubbles). */
export function StepForm({ onSubmit, children, ...props }: StepFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} {...props}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

/** `onSubmit` for a step whose value is already known (no fields to validate). */
export const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};
