import type { Lead } from '@atalho/sdk/infoproducts';
import { requiredTier } from '@atalho/sdk/schemas';
import { CrownIcon, planNameOf, TrashIcon, usePlansDialog } from '@atalho/ui';
import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * One lead: e-mail, each answer as "field: value", and when it came. A masked e-mail (below PRO, spec 001 §2)
 * carries the upgrade button that opens the plans dialog.
 */
export function LeadItem({ lead, onDelete }: { lead: Lead; onDelete(opener: HTMLElement): void }) {
  const openPlans = usePlansDialog((state) => state.open);
  const updated = lead.dateUpdate !== lead.dateCreate;
  return (
    <Stack
      as="li"
      gap="1"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="lead-item"
    >
      <HStack justify="space-between" align="start" gap="2">
        <HStack gap="1" minW="0" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-all">
            {lead.email}
          </Text>
          {lead.masked ? (
            <IconButton
              size="xs"
              variant="subtle"
              colorPalette="accent"
              aria-label={t('leadMaskedHint')}
              title={t('leadMaskedHint')}
              data-testid="lead-masked"
              onClick={() => openPlans(planNameOf(requiredTier('infoproductPro')))}
            >
              <CrownIcon />
            </IconButton>
          ) : null}
        </HStack>
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('leadDelete', { email: lead.email })}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          <TrashIcon />
        </IconButton>
      </HStack>
      {lead.answers.length > 0 ? (
        <Stack as="dl" gap="0.5" fontSize="sm">
          {lead.answers.map((answer) => (
            <HStack key={answer.id} gap="1" align="baseline" wrap="wrap">
              <Text as="dt" color="fg.muted">
                {answer.field.name}:
              </Text>
              <Text as="dd" wordBreak="break-word">
                {answer.value}
              </Text>
            </HStack>
          ))}
        </Stack>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {t('leadDate', { date: dateFormat.format(new Date(lead.dateCreate)) })}
        {updated ? ` · ${t('leadUpdated', { date: dateFormat.format(new Date(lead.dateUpdate)) })}` : ''}
      </Text>
    </Stack>
  );
}
