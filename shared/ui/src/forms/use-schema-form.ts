import { valibotResolver } from '@hookform/resolvers/valibot';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';

type FormSchema = v.GenericSchema<FieldValues, FieldValues>;

export type SchemaForm<S extends FormSchema> = UseFormReturn<v.InferInput<S>, unknown, v.InferOutput<S>>;
export type SchemaFormOptions<S extends FormSchema> = Omit<
  UseFormProps<v.InferInput<S>, unknown, v.InferOutput<S>>,
  'resolver'
>;

/**
 * The one form pattern (react-hook-form): the form validates with a valibot schema from @atalho/sdk/schemas
 * (or the remote's own), whose messages are catalogue keys that `FormField` translates. `handleSubmit` hands
 * over the schema's output (trimmed, transformed). Errors show once a field was left or the form submitted.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: SchemaFormOptions<S> = {},
): SchemaForm<S> {
  return useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({
    mode: 'onTouched',
    ...options,
    resolver: valibotResolver(schema),
  });
}
