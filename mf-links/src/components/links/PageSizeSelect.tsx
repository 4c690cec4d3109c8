import { Field, NativeSelect } from '@chakra-ui/react';
import { t } from '../../i18n';
import { LINKS_PAGE_SIZE, LINKS_PAGE_SIZES, type LinksPageSize } from './links-view';

interface PageSizeSelectProps {
  size: LinksPageSize;
  /** Links in the list as filtered: with no more than the smallest page, there is nothing to choose. */
  total: number;
  onChange(size: LinksPageSize): void;
}

/** Links per page, 10, 50 or 100 (spec 001 §7), kept in the URL as `size` with the rest of the list's state. */
export function PageSizeSelect({ size, total, onChange }: PageSizeSelectProps) {
  if (total <= LINKS_PAGE_SIZE && size === LINKS_PAGE_SIZE) return null;
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label fontSize="sm" fontWeight="normal" color="fg.muted" whiteSpace="nowrap" flex="none">
        {t('pageSize')}
      </Field.Label>
      <NativeSelect.Root size="sm" w="5rem">
        <NativeSelect.Field
          value={size}
          onChange={(event) => {
            const picked = LINKS_PAGE_SIZES.find((choice) => String(choice) === event.currentTarget.value);
            if (picked) onChange(picked);
          }}
        >
          {LINKS_PAGE_SIZES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
