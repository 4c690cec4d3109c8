import { CardsSkeleton, LoadError, PanelPage } from '@atalho/ui';
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
    <PanelPage title={t('bioTitle')} header={<Text color="fg.muted">{t('bioIntro')}</Text>}>
      {bio.isPending ? (
        <CardsSkeleton />
      ) : bio.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={bio.refetch} />
      ) : (
        <BioEditor initial={bio.data} />
      )}
    </PanelPage>
  );
}
