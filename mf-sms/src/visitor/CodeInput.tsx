import { type ChangeEvent, useId, useState } from 'react';

export const CODE_LENGTH = 4;

/**
 * A 4-digit numeric code input that submits by itself when the 4th digit is typed. `error` is said under it
 * (and read with it); remount it (a new `key`) to start again empty.
 */
export function CodeInput({
  label,
  disabled,
  error,
  onComplete,
}: {
  label: string;
  disabled: boolean;
  error?: string;
  onComplete: (digits: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [value, setValue] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    setValue(digits);
    if (digits.length === CODE_LENGTH) onComplete(digits);
  };
  return (
    <div className="opt__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="last4NumberDigits"
        className="opt__code"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{4}"
        maxLength={CODE_LENGTH}
        required
        // biome-ignore lint/a11y/noAutofocus: the page exists to take these four digits; typing starts at once.
        autoFocus
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
      />
      {error && (
        <p id={errorId} role="alert" className="opt__error">
          {error}
        </p>
      )}
    </div>
  );
}
