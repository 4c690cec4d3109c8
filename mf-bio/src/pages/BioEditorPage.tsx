import { CardsSkeleton, LoadError, PageHeader } from '@atalho/ui';
import { Text } from '@chakra-ui/react';
import { BioEditor } from '../components/BioEditor';
import { useBiography } from '../hooks/useBiography';
import { t } from '../i18n';

/**
 * /painel/links/page-bio: the bio page editor (spec 001 §2). Loads the user's bio (the first of page 0, size
 * 100, every embed); a user without one starts a new bio from the template picker.
 */
export function BioEditorPage() {
  const bio = useBiography();
  return (
    <>
      <PageHeader title={t('bioTitle')}>
        <Text color="fg.muted">{t('bioIntro')}</Text>
      </PageHeader>
      {bio.isPending ? (
        <CardsSkeleton />
      ) : bio.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={bio.refetch} />
      ) : (
        <BioEditor initial={bio.data} />
      )}
    </>
  );
}
