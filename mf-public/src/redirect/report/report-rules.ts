export const REPORT_MIN = 10;
export const REPORT_MAX = 500;

/** Report message rule (spec 000 §5): required, 10 to 500 characters. */
export function reportMessageError(message: string): 'required' | 'invalidSize' | null {
  const length = message.trim().length;
  if (length === 0) return 'required';
  if (length < REPORT_MIN || message.length > REPORT_MAX) return 'invalidSize';
  return null;
}
