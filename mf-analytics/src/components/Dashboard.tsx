import { Badge, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { t } from '../i18n';

export interface DashboardProps {
  /** A single link's metrics; all the user's links when absent. */
  onlineAddressId?: number;
}

/** The click dashboard (also embedded by mf-links beside the list); charts arrive with the analytics feature. */
export function Dashboard({ onlineAddressId }: DashboardProps) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title as="h2">{t('dashboardTitle')}</Card.Title>
          <Badge colorPalette="accent">{t('dashboardSoonBadge')}</Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {onlineAddressId === undefined
            ? t('dashboardAllLinks')
            : t('dashboardForLink', { id: onlineAddressId })}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <Text>{t('dashboardSoonText')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" aria-hidden="true">
          <Skeleton height="24" loading={false} bg="bg.muted" borderRadius="l2" />
          <Skeleton height="24" loading={false} bg="bg.muted" borderRadius="l2" />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
