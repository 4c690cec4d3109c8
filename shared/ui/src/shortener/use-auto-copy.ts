import { useEffect, useState } from 'react';

export const AUTO_COPY_DELAY_MS = 200;
export const COPIED_CHIP_MS = 2000;

/**
 * Copies `value` 200 ms after it appears and shows the "Copiado!" chip for 2 s (spec 000 §9).
 * Returns whether the chip is visible.
 */
export function useAutoCopy(value: string | null): boolean {
  const [chip, setChip] = useState(false);

  useEffect(() => {
    if (!value) {
      setChip(false);
      return;
    }
    let hide: ReturnType<typeof setTimeout> | undefined;
    const copy = setTimeout(() => {
      navigator.clipboard
        ?.writeText(value)
        .then(() => {
          setChip(true);
          hide = setTimeout(() => setChip(false), COPIED_CHIP_MS);
        })
        .catch(() => {
          // Browsers may refuse clipboard access without a gesture; the copy button still works.
        });
    }, AUTO_COPY_DELAY_MS);
    return () => {
      clearTimeout(copy);
      clearTimeout(hide);
    };
  }, [value]);

  return chip;
}
