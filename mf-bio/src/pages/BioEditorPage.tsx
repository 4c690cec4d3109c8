import { CardsSkeleton, LoadError, PageHeader } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { BioEmptyState } from '../components/BioEmptyState';
import { BioSummaryCard } from '../components/BioSummaryCard';
import { useMyBio } from '../hooks/useMyBio';
import { t } from '../i18n';

/** /painel/links/page-bio. The three-tab editor with the phone preview arrives with the bio feature. */
export function BioEditorPage() {
  const { state, reload, bio } = useMyBio();
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('bioTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('bioIntro')}
        </Text>
      </PageHeader>
      {state.status === 'loading' && <CardsSkeleton rows={1} />}
      {state.status === 'error' && (
        <LoadError message={t('bioLoadError')} retryLabel={t('bioRetry')} onRetry={reload} />
      )}
      {state.status === 'ready' && (bio ? <BioSummaryCard bio={bio} /> : <BioEmptyState />)}
    </Container>
  );
}
