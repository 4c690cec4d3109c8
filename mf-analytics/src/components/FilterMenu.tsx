import { onlineAddressTypes } from '@atalho/sdk/schemas';
import {
  Badge,
  Button,
  Field,
  Float,
  Input,
  NativeSelect,
  Popover,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { DashboardFilters } from '../hooks/useDashboardData';
import { t } from '../i18n';

/** How many filters are on (the badge on the button). */
export function activeFilterCount(filters: DashboardFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '' && value !== false)
    .length;
}

const situations = [
  { value: '0', label: 'filters.regular' },
  { value: '1', label: 'filters.irregular' },
  { value: '3', label: 'filters.notVerified' },
] as const;

/** A day picked in the browser, as the instant its start (or end) is there. */
const localIso = (day: string, time: string) => (day ? new Date(`${day}T${time}`).toISOString() : '');

/** The browser's local day of an instant, as a date input holds it. */
function localDay(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange(day: string): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        min="1950-01-01"
        value={localDay(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

/** The links filters of spec 001 §7 (the same the links list sends), in a popover. */
export function FilterMenu({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange(filters: DashboardFilters): void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DashboardFilters>(filters);
  const count = activeFilterCount(filters);
  const set = (change: DashboardFilters) => setDraft((current) => ({ ...current, ...change }));
  const clicks = draft.withClicks ? 'with' : draft.withoutClicks ? 'without' : '';

  const apply = (next: DashboardFilters) => {
    const clean = Object.fromEntries(
      Object.entries(next).filter(([, value]) => value !== undefined && value !== '' && value !== false),
    );
    onChange(clean);
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) setDraft(filters);
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          position="relative"
          aria-label={
            count > 0 ? `${t('filters.button')}: ${t('filters.active', { count })}` : t('filters.button')
          }
        >
          {t('filters.button')}
          {count > 0 && (
            <Float placement="top-end">
              <Badge
                size="xs"
                colorPalette="accent"
                variant="solid"
                borderRadius="full"
                data-testid="filter-badge"
              >
                {count}
              </Badge>
            </Float>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: 'md' }}>
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">{t('filters.title')}</Popover.Title>
                <Field.Root>
                  <Field.Label>{t('filters.text')}</Field.Label>
                  <Input
                    size="sm"
                    value={draft.text ?? ''}
                    maxLength={200}
                    onChange={(e) => set({ text: e.currentTarget.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('filters.domain')}</Field.Label>
                  <Input
                    size="sm"
                    value={draft.domain ?? ''}
                    maxLength={253}
                    placeholder="exemplo.com.br"
                    onChange={(e) => set({ domain: e.currentTarget.value })}
                  />
                </Field.Root>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <SelectField
                    label={t('filters.type')}
                    value={draft.typeIn ?? ''}
                    onChange={(typeIn) => set({ typeIn })}
                    options={[
                      { value: '', label: t('filters.anyType') },
                      ...onlineAddressTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
                    ]}
                  />
                  <SelectField
                    label={t('filters.situation')}
                    value={draft.errorIn ?? ''}
                    onChange={(errorIn) => set({ errorIn })}
                    options={[
                      { value: '', label: t('filters.anySituation') },
                      ...situations.map(({ value, label }) => ({ value, label: t(label) })),
                    ]}
                  />
                  <SelectField
                    label={t('filters.clicks')}
                    value={clicks}
                    onChange={(value) =>
                      set({ withClicks: value === 'with', withoutClicks: value === 'without' })
                    }
                    options={[
                      { value: '', label: t('filters.anyClicks') },
                      { value: 'with', label: t('filters.withClicks') },
                      { value: 'without', label: t('filters.withoutClicks') },
                    ]}
                  />
                  <DayField
                    label={t('filters.createdFrom')}
                    value={draft.dateCreateIni}
                    onChange={(day) => set({ dateCreateIni: localIso(day, '00:00:00') })}
                  />
                  <DayField
                    label={t('filters.createdTo')}
                    value={draft.dateCreateEnd}
                    onChange={(day) => set({ dateCreateEnd: localIso(day, '23:59:59.999') })}
                  />
                </SimpleGrid>
                <Stack direction="row" justify="flex-end" gap="2">
                  <Button size="sm" variant="ghost" onClick={() => apply({})}>
                    {t('filters.clear')}
                  </Button>
                  <Button size="sm" colorPalette="accent" onClick={() => apply(draft)}>
                    {t('filters.apply')}
                  </Button>
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
