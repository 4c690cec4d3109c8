import { type ChangeEvent, useId, useState } from 'react';

export const CODE_LENGTH = 4;

/** A 4-digit numeric code input that submits by itself when the 4th digit is typed. */
export function CodeInput({
  label,
  disabled,
  onComplete,
}: {
  label: string;
  disabled: boolean;
  onComplete: (digits: string) => void;
}) {
  const id = useId();
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
        className="opt__code"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{4}"
        maxLength={CODE_LENGTH}
        value={value}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
