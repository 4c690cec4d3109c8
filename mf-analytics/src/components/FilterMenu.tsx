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
  const day = (iso: string | undefined) => {
    if (!iso) return '';
    const date = new Date(iso);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };

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
                  <Field.Root>
                    <Field.Label>{t('filters.type')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={draft.typeIn ?? ''}
                        onChange={(e) => set({ typeIn: e.currentTarget.value })}
                      >
                        <option value="">{t('filters.anyType')}</option>
                        {onlineAddressTypes.map((type) => (
                          <option key={type} value={type}>
                            {t(`type.${type}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('filters.situation')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={draft.errorIn ?? ''}
                        onChange={(e) => set({ errorIn: e.currentTarget.value })}
                      >
                        <option value="">{t('filters.anySituation')}</option>
                        {situations.map((situation) => (
                          <option key={situation.value} value={situation.value}>
                            {t(situation.label)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('filters.clicks')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={clicks}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          set({ withClicks: value === 'with', withoutClicks: value === 'without' });
                        }}
                      >
                        <option value="">{t('filters.anyClicks')}</option>
                        <option value="with">{t('filters.withClicks')}</option>
                        <option value="without">{t('filters.withoutClicks')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('filters.createdFrom')}</Field.Label>
                    <Input
                      size="sm"
                      type="date"
                      min="1950-01-01"
                      value={day(draft.dateCreateIni)}
                      onChange={(e) => set({ dateCreateIni: localIso(e.currentTarget.value, '00:00:00') })}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('filters.createdTo')}</Field.Label>
                    <Input
                      size="sm"
                      type="date"
                      min="1950-01-01"
                      value={day(draft.dateCreateEnd)}
                      onChange={(e) =>
                        set({ dateCreateEnd: localIso(e.currentTarget.value, '23:59:59.999') })
                      }
                    />
                  </Field.Root>
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
