import { wt } from '../../wizard-i18n';

/** "120 de 300" under a text with a limit (read once, not on every key press). */
export function Counter({ value, max }: { value: string | undefined; max: number }) {
  return <span>{wt('counter', { count: (value ?? '').length, max })}</span>;
}
