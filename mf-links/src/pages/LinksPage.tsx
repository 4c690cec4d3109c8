import { useSession } from '@atalho/sdk';
import { PageHeader } from '@atalho/ui';
import { Box, Card, Container, Grid, Text } from '@chakra-ui/react';
import { LinksList } from '../components/LinksList';
import { useLinksList } from '../hooks/useLinksList';
import { t } from '../i18n';

/** /painel/links/shortened: the list on the left, the metrics panel on the right (md and up). */
export function LinksPage() {
  const name = useSession((session) => session.user?.name);
  const links = useLinksList();

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('linksTitle')}>
        {name && (
          <Text fontWeight="medium" data-testid="links-greeting">
            {t('linksGreeting', { name })}
          </Text>
        )}
        <Text color="fg.muted" maxW="2xl">
          {t('linksIntro')}
        </Text>
      </PageHeader>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Box>
          <LinksList query={links} />
        </Box>
        <Card.Root variant="subtle" display={{ base: 'none', md: 'flex' }} alignSelf="start">
          <Card.Header>
            <Card.Title>{t('metricsTitle')}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text color="fg.muted">{t('metricsHint')}</Text>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
}
