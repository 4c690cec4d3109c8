import { PageHeader } from '@atalho/ui';
import { Card, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { t } from '../i18n';

const NEWS = [
  ['whatsNewPreviewsTitle', 'whatsNewPreviewsText'],
  ['whatsNewLoadingTitle', 'whatsNewLoadingText'],
  ['whatsNewMetricsTitle', 'whatsNewMetricsText'],
  ['whatsNewDomainTitle', 'whatsNewDomainText'],
  ['whatsNewExtensionTitle', 'whatsNewExtensionText'],
  ['whatsNewApiTitle', 'whatsNewApiText'],
  ['whatsNewBioTitle', 'whatsNewBioText'],
] as const;

/** /whats-new and /painel/whats-new. */
export function WhatsNewPage() {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('whatsNewTitle')}>
        <Text color="fg.muted">{t('whatsNewIntro')}</Text>
      </PageHeader>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {NEWS.map(([title, text]) => (
          <Card.Root key={title} variant="outline">
            <Card.Header>
              <Card.Title>{t(title)}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Text color="fg.muted">{t(text)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
