import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { t } from '../i18n';

type ObjectSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

export interface FieldBinding {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  onBlur(): void;
  'aria-invalid': boolean | undefined;
}

export interface FieldState {
  invalid: boolean;
  /** Translated message (schemas use message keys such as 'required' as their messages). */
  error: string | undefined;
}

/**
 * One form pattern for every remote: values, a valibot schema whose messages are catalog keys,
 * errors shown once a field is touched or the form was submitted.
 */
export function useForm<S extends ObjectSchema>(schema: S, initialValues: v.InferInput<S>) {
  type Values = v.InferInput<S>;
  type Name = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const errors = useMemo(() => {
    if (result.success) return {} as Partial<Record<string, string>>;
    const nested = v.flatten<S>(result.issues).nested ?? {};
    const out: Partial<Record<string, string>> = {};
    for (const [path, messages] of Object.entries(nested)) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first === 'string') out[path] = t.maybe(first);
    }
    return out;
  }, [result]);

  const setValue = useCallback(<N extends Name>(name: N, value: Values[N]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const fieldState = (name: Name): FieldState => {
    const error = touched[name] || submitted ? errors[name] : undefined;
    return { invalid: error !== undefined, error };
  };

  const register = (name: Name): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => setValue(name, event.target.value as Values[Name]),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
    'aria-invalid': fieldState(name).invalid || undefined,
  });

  const handleSubmit =
    (onValid: (output: v.InferOutput<S>) => void | Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      if (result.success) return onValid(result.output);
    };

  const reset = (next: Values = initialValues) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  return {
    values,
    setValue,
    register,
    fieldState,
    errors,
    isValid: result.success,
    handleSubmit,
    reset,
  };
}
