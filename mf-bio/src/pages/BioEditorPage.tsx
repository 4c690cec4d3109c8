import { ComingSoonState, PageHeader, UserIcon } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/**
 * /painel/links/page-bio. The three-tab editor with the phone preview, and the load of the user's bio
 * (GET /api/v1/biographies), arrive with the bio feature; until then the page calls nothing.
 */
export function BioEditorPage() {
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('bioTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('bioIntro')}
        </Text>
      </PageHeader>
      <ComingSoonState
        icon={<UserIcon />}
        title={t('bioEmptyTitle')}
        description={t('bioEmptyDescription')}
        actionLabel={t('bioEmptyAction')}
        note={t('bioEditorSoon')}
      />
    </Container>
  );
}
