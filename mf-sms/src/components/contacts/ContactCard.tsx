import { type Contact, formatContactNumber } from '@atalho/sdk/sms';
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';
import { type ContactAction, ContactActionsMenu } from './ContactActionsMenu';
import { ContactStatusBadge, statusHelp } from './ContactStatusBadge';

export const tagsOf = (contact: Contact): string[] =>
  contact.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

function Chips({ label, values, palette }: { label: string; values: string[]; palette: string }) {
  if (values.length === 0) return null;
  return (
    <HStack gap="2" align="start" minW="0">
      <Text fontSize="xs" color="fg.muted" flexShrink={0} pt="0.5">
        {label}
      </Text>
      <HStack as="ul" gap="1" wrap="wrap" listStyleType="none" aria-label={label} minW="0">
        {values.map((value) => (
          <Badge as="li" key={value} size="sm" variant="surface" colorPalette={palette} maxW="full">
            <Text as="span" truncate>
              {value}
            </Text>
          </Badge>
        ))}
      </HStack>
    </HStack>
  );
}

/** One contact (spec 002 §2): number, status with what it means, tags, segments, properties, actions. */
export function ContactCard({
  contact,
  selected,
  actionsDisabled,
  onSelect,
  onAction,
}: {
  contact: Contact;
  selected: boolean;
  actionsDisabled: boolean;
  onSelect(): void;
  onAction(action: ContactAction, opener: HTMLElement | null): void;
}) {
  const number = formatContactNumber(contact.number);
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderColor={selected ? 'brand.solid' : undefined}
      data-testid="contact-card"
    >
      <Card.Body gap="2" p={{ base: '3', sm: '4' }}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Button
                variant="plain"
                p="0"
                h="auto"
                minH="6"
                fontWeight="semibold"
                fontSize="md"
                aria-pressed={selected}
                onClick={onSelect}
              >
                {number}
              </Button>
              <ContactStatusBadge status={contact.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {statusHelp(contact.status)}
            </Text>
          </Stack>
          <ContactActionsMenu contact={contact} disabled={actionsDisabled} onAction={onAction} />
        </HStack>
        <Chips label={t('contactTags')} values={tagsOf(contact)} palette="accent" />
        <Chips
          label={t('contactSegments')}
          values={(contact.segments ?? []).map((segment) => segment.name)}
          palette="brand"
        />
        <Chips
          label={t('contactProperties')}
          values={contact.properties.map((property) => `${property.name}: ${property.value}`)}
          palette="gray"
        />
      </Card.Body>
    </Card.Root>
  );
}
