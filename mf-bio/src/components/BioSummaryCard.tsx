import { Button, Card, Text } from '@chakra-ui/react';
import type { BioSummary } from '../hooks/useMyBio';
import { t } from '../i18n';

export function BioSummaryCard({ bio }: { bio: BioSummary }) {
  const code = bio.onlineAddress?.code;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title>{bio.title ?? code ?? t('bioTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted">{t('bioLinks', { count: bio.biographyHasOnlineAddresses?.length ?? 0 })}</Text>
      </Card.Body>
      {code && (
        <Card.Footer>
          <Button asChild variant="outline">
            <a href={`/${code}`} target="_blank" rel="noreferrer">
              {t('bioOpen')}
            </a>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
