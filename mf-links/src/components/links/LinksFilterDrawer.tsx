import { type OnlineAddressType, onlineAddressTypes } from '@atalho/sdk/schemas';
import { useReturnFocus } from '@atalho/ui';
import {
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useLinkDomains, useLinksCount } from '../../hooks/useLinkLookups';
import { t } from '../../i18n';
import {
  type DateIssue,
  dateRangeIssue,
  todayOf,
  toggleClicks,
  toggleListValue,
  toggleSituation,
} from './filter-rules';
import { clickRangeOf, type Day, emptyFilters, type LinksFilters, situations } from './links-view';

interface LinksFilterDrawerProps {
  open: boolean;
  filters: LinksFilters;
  onApply(filters: LinksFilters): void;
  onClose(): void;
}

const situationLabel = { 0: 'situationRegular', 1: 'situationIrregular', 3: 'situationUnverified' } as const;
const typeLabel = (type: OnlineAddressType) => `type${type}` as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="semibold" mb="2">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Choice({ label, checked, onToggle }: { label: string; checked: boolean; onToggle(): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onToggle} minW="8rem" minH="6" alignItems="center">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function DateRange(props: {
  legend: string;
  from: Day | null;
  to: Day | null;
  issue: DateIssue | null;
  today: Day;
  onChange(from: Day | null, to: Day | null): void;
}) {
  const { legend, from, to, issue, today, onChange } = props;
  return (
    <Section title={legend}>
      <HStack gap="3" align="start">
        <Field.Root invalid={issue !== null}>
          <Field.Label>{t('dateFrom')}</Field.Label>
          <Input
            type="date"
            min="1950-01-01"
            max={today}
            value={from ?? ''}
            onChange={(e) => onChange(e.target.value || null, to)}
          />
        </Field.Root>
        <Field.Root invalid={issue !== null}>
          <Field.Label>{t('dateTo')}</Field.Label>
          <Input
            type="date"
            min="1950-01-01"
            max={today}
            value={to ?? ''}
            onChange={(e) => onChange(from, e.target.value || null)}
          />
        </Field.Root>
      </HStack>
      {issue ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t(issue)}
        </Text>
      ) : null}
    </Section>
  );
}

/**
 * The filter drawer (spec 001 §2): edits a draft of the filters and applies it at once; the apply button
 * shows the live number of results for the draft (a size-1 call). Rules of §4 and §5 hold while editing.
 */
export function LinksFilterDrawer({ open, filters, onApply, onClose }: LinksFilterDrawerProps) {
  const [draft, setDraft] = useState(filters);
  const [clickFrom, setClickFrom] = useState<Day | null>(filters.clickDateRange?.[0] ?? null);
  const [clickTo, setClickTo] = useState<Day | null>(filters.clickDateRange?.[1] ?? null);
  const today = todayOf();
  const createdIssue = dateRangeIssue(draft.dateCreateIni, draft.dateCreateEnd, today);
  const clickIssue = dateRangeIssue(clickFrom, clickTo, today);
  const valid = createdIssue === null && clickIssue === null;
  const next: LinksFilters = { ...draft, clickDateRange: clickRangeOf([clickFrom, clickTo]) };
  const count = useLinksCount(next, open && valid);
  const domains = useLinkDomains(open);
  const patch = (change: Partial<LinksFilters>) => setDraft((current) => ({ ...current, ...change }));
  const finalFocusEl = useReturnFocus(open);

  const clear = () => {
    setDraft(emptyFilters);
    setClickFrom(null);
    setClickTo(null);
  };

  const applyLabel = !valid
    ? t('filterFix')
    : count.data === undefined
      ? t('filterApply')
      : t('filterApplyCount', { count: count.data });

  return (
    <Drawer.Root
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size="sm"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('filtersTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Field.Root>
                  <Field.Label>{t('filterText')}</Field.Label>
                  <Input
                    type="search"
                    value={draft.text}
                    maxLength={200}
                    placeholder={t('filterTextPlaceholder')}
                    onChange={(event) => patch({ text: event.target.value })}
                  />
                </Field.Root>
                <Section title={t('filterDomain')}>
                  {domains.data?.content.length ? (
                    <HStack gap="2" wrap="wrap">
                      {domains.data.content.map(({ domain, total }) => {
                        const selected = draft.domain.includes(domain);
                        return (
                          <Button
                            key={domain}
                            size="xs"
                            borderRadius="full"
                            variant={selected ? 'solid' : 'outline'}
                            aria-pressed={selected}
                            onClick={() => patch({ domain: toggleListValue(draft.domain, domain) })}
                          >
                            {domain} ({total})
                          </Button>
                        );
                      })}
                    </HStack>
                  ) : (
                    <Text color="fg.muted" fontSize="sm">
                      {domains.isPending ? t('loading') : t('filterNoDomains')}
                    </Text>
                  )}
                </Section>
                <Section title={t('filterSituation')}>
                  <HStack gap="2" wrap="wrap">
                    {situations.map((situation) => (
                      <Choice
                        key={situation}
                        label={t(situationLabel[situation])}
                        checked={draft.errorIn.includes(situation)}
                        onToggle={() => patch({ errorIn: toggleSituation(draft.errorIn, situation) })}
                      />
                    ))}
                  </HStack>
                </Section>
                <Section title={t('filterType')}>
                  <HStack gap="2" wrap="wrap">
                    {onlineAddressTypes.map((type) => (
                      <Choice
                        key={type}
                        label={t(typeLabel(type))}
                        checked={draft.typeIn.includes(type)}
                        onToggle={() => patch({ typeIn: toggleListValue(draft.typeIn, type) })}
                      />
                    ))}
                  </HStack>
                </Section>
                <DateRange
                  legend={t('filterCreated')}
                  from={draft.dateCreateIni}
                  to={draft.dateCreateEnd}
                  issue={createdIssue}
                  today={today}
                  onChange={(from, to) => patch({ dateCreateIni: from, dateCreateEnd: to })}
                />
                <Section title={t('filterViews')}>
                  <HStack gap="2" wrap="wrap">
                    <Choice
                      label={t('withClicks')}
                      checked={draft.withClicks}
                      onToggle={() => patch(toggleClicks(draft, 'withClicks'))}
                    />
                    <Choice
                      label={t('withoutClicks')}
                      checked={draft.withoutClicks}
                      onToggle={() => patch(toggleClicks(draft, 'withoutClicks'))}
                    />
                  </HStack>
                </Section>
                <DateRange
                  legend={t('filterClicked')}
                  from={clickFrom}
                  to={clickTo}
                  issue={clickIssue}
                  today={today}
                  onChange={(from, to) => {
                    setClickFrom(from);
                    setClickTo(to);
                  }}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="ghost" onClick={clear}>
                {t('filterClear')}
              </Button>
              <Button
                disabled={!valid}
                loading={count.isFetching && count.data === undefined}
                onClick={() => onApply(next)}
              >
                {applyLabel}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
