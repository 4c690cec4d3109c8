import { PageHeader } from '@atalho/ui';
import { PublicBar, PublicFooter, SessionLink } from '@atalho/ui/light';
import { Box, Card, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { t } from '../i18n';

const NEWS = [
  ['whatsNewPreviewsTitle', 'whatsNewPreviewsText'],
  ['whatsNewLoadingTitle', 'whatsNewLoadingText'],
  ['whatsNewMetricsTitle', 'whatsNewMetricsText'],
  ['whatsNewDomainTitle', 'whatsNewDomainText'],
  ['whatsNewInfoproductTitle', 'whatsNewInfoproductText'],
  ['whatsNewSmsTitle', 'whatsNewSmsText'],
  ['whatsNewApiTitle', 'whatsNewApiText'],
  ['whatsNewBioTitle', 'whatsNewBioText'],
] as const;

/** /painel/whats-new, inside the panel's frame. */
export function WhatsNewPage() {
  return <WhatsNewContent />;
}

/** /whats-new for visitors: the public pages' bar and footer around the same list. */
export function PublicWhatsNewPage() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <PublicBar>
        <SessionLink targetRoute="/whats-new" />
      </PublicBar>
      <Box as="main" flex="1">
        <WhatsNewContent />
      </Box>
      <PublicFooter />
    </Box>
  );
}

function WhatsNewContent() {
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
