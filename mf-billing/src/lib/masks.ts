import type { ChangeEvent } from 'react';

const digits = (value: string) => value.replace(/\D+/g, '');

/** Digits only (document, DDI, DDD, phone), cut at `max`. */
export const maskDigits =
  (max: number) =>
  (value: string): string =>
    digits(value).slice(0, max);

/** Card expiry `MM/YY`: the slash is inserted after the month (spec 002 §5 "Card"). */
export function maskExpiration(value: string): string {
  const only = digits(value).slice(0, 4);
  return only.length > 2 ? `${only.slice(0, 2)}/${only.slice(2)}` : only;
}

/** CEP `99999-999` (spec 002 §5 "Billing address"). */
export function maskCep(value: string): string {
  const only = digits(value).slice(0, 8);
  return only.length > 5 ? `${only.slice(0, 5)}-${only.slice(5)}` : only;
}

/** Card number in groups of four, at most 19 digits (the schema strips the spaces). */
export function maskCardNumber(value: string): string {
  return (
    digits(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The holder's name as printed on the card: upper case. */
export function maskHolderName(value: string): string {
  return value.toUpperCase();
}

interface Registration {
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
}

/** A react-hook-form registration whose input rewrites what is typed through `mask` before the form sees it. */
export function masked<R extends Registration>(registration: R, mask: (value: string) => string): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return registration.onChange(event);
    },
  };
}
