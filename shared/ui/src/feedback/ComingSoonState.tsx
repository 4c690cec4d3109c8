import { t } from '@atalho/ui/i18n';
import { Badge, Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ComingSoonStateProps {
  /** The area's icon (from `@atalho/ui` icons). */
  icon: ReactNode;
  title: string;
  /** What the area will do. */
  description: string;
  /** The area's first action, shown disabled with "Em breve". */
  actionLabel: string;
  /** Which part arrives soon. */
  note?: string;
}

/** The empty state of a panel area whose feature has not arrived yet: it says what is coming, calls nothing. */
export function ComingSoonState({ icon, title, description, actionLabel, note }: ComingSoonStateProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg" data-testid="coming-soon">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3" aria-hidden="true">
          {icon}
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description maxW="md">{description}</EmptyState.Description>
        </VStack>
        <Button disabled>
          {actionLabel}
          <Badge colorPalette="accent" variant="solid" size="sm">
            {t('soon')}
          </Badge>
        </Button>
        {note && (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {note}
          </Text>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
