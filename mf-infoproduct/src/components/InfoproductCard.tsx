import { Button, Card, Text } from '@chakra-ui/react';
import type { InfoproductSummary } from '../hooks/useInfoproducts';
import { t } from '../i18n';

export function InfoproductCard({ item }: { item: InfoproductSummary }) {
  const code = item.onlineAddress?.code;
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="1">
        <Card.Title>{item.title ?? code ?? `#${item.id}`}</Card.Title>
        {item.subtitle && <Text color="fg.muted">{item.subtitle}</Text>}
        {item.shortDescription && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {item.shortDescription}
          </Text>
        )}
      </Card.Body>
      {code && (
        <Card.Footer>
          <Button asChild size="sm" variant="outline">
            <a href={`/${code}`} target="_blank" rel="noreferrer">
              {t('infoproductOpen')}
            </a>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
