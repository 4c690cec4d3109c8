import { EARLIEST_DAY, type PeriodId, periodIds } from '@atalho/sdk';
import { formatDate } from '@atalho/ui';
import { Button, Field, Input, NativeSelect, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type Key, t } from '../i18n';
import type { DashboardPrefs } from '../state/prefs';

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Spec 001 §4/§5 rules of a custom period: both days, from 1950-01-01, not after today. */
export function customWarnings(start: string, end: string, today = todayIso()): { start?: Key; end?: Key } {
  const check = (day: string, missing: Key): Key | undefined =>
    !day ? missing : day > today ? 'period.future' : day < EARLIEST_DAY ? 'period.tooEarly' : undefined;
  const warnings: { start?: Key; end?: Key } = {};
  const startWarning = check(start, 'period.startMissing');
  const endWarning = check(end, 'period.endMissing');
  if (startWarning) warnings.start = startWarning;
  if (endWarning) warnings.end = endWarning;
  return warnings;
}

const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

export function periodLabel(prefs: DashboardPrefs): string {
  if (prefs.period === 'customPeriod' && prefs.custom) {
    const [start = '', end = ''] = [prefs.custom.start, prefs.custom.end].sort();
    return t('period.customRange', { start: dayLabel(start), end: dayLabel(end) });
  }
  return t(`period.${prefs.period}`);
}

/**
 * The period menu: the fixed periods, or a custom one whose form stays open with warnings until both days
 * are valid (closing it with a day missing reopens it, spec 001 §4).
 */
export function PeriodMenu({
  prefs,
  onChange,
}: {
  prefs: DashboardPrefs;
  onChange(change: Partial<DashboardPrefs>): void;
}) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(prefs.custom?.start ?? '');
  const [end, setEnd] = useState(prefs.custom?.end ?? '');
  const [warnings, setWarnings] = useState<{ start?: Key; end?: Key }>({});

  const apply = () => {
    const found = customWarnings(start, end);
    setWarnings(found);
    if (found.start || found.end) return false;
    const [first = start, last = end] = [start, end].sort();
    onChange({ period: 'customPeriod', custom: { start: first, end: last } });
    setOpen(false);
    return true;
  };

  return (
    <Stack direction="row" gap="2" align="end" wrap="wrap">
      <Field.Root width="auto" minWidth="44">
        <Field.Label fontSize="sm">{t('period.label')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            data-testid="period-select"
            value={prefs.period}
            onChange={(event) => {
              const id = event.currentTarget.value as PeriodId;
              if (id === 'customPeriod') {
                setWarnings({});
                setOpen(true);
              } else onChange({ period: id });
            }}
          >
            {periodIds.map((id) => (
              <option key={id} value={id}>
                {id === prefs.period ? periodLabel(prefs) : t(`period.${id}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Popover.Root
        open={open}
        onOpenChange={(details) => {
          if (details.open) setOpen(true);
          // Closing with a day missing shows the warnings and keeps the form open.
          else if (!apply()) setOpen(true);
        }}
        positioning={{ placement: 'bottom-end' }}
      >
        <Popover.Trigger asChild>
          <Button size="sm" variant="outline" aria-label={t('period.customPeriod')}>
            {t('period.customPeriod')}
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="xs">
              <Popover.Body>
                <Stack gap="3">
                  <Field.Root invalid={Boolean(warnings.start)}>
                    <Field.Label>{t('period.start')}</Field.Label>
                    <Input
                      type="date"
                      min={EARLIEST_DAY}
                      max={todayIso()}
                      value={start}
                      onChange={(e) => setStart(e.currentTarget.value)}
                    />
                    {warnings.start && <Field.ErrorText>{t(warnings.start)}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={Boolean(warnings.end)}>
                    <Field.Label>{t('period.end')}</Field.Label>
                    <Input
                      type="date"
                      min={EARLIEST_DAY}
                      max={todayIso()}
                      value={end}
                      onChange={(e) => setEnd(e.currentTarget.value)}
                    />
                    {warnings.end && <Field.ErrorText>{t(warnings.end)}</Field.ErrorText>}
                  </Field.Root>
                  <Button size="sm" colorPalette="accent" onClick={apply}>
                    {t('period.apply')}
                  </Button>
                  {prefs.period === 'customPeriod' && (
                    <Text fontSize="xs" color="fg.muted">
                      {periodLabel(prefs)}
                    </Text>
                  )}
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  );
}
