import { BookIcon, ComingSoonState, PageHeader } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/**
 * /painel/nfoproduct. The 8-step wizard, the leads panel and the list (GET /api/v1/infoproduts) arrive
 * with the info-product feature; until then the page calls nothing.
 */
export function InfoproductPage() {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('infoproductTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('infoproductIntro')}
        </Text>
      </PageHeader>
      <ComingSoonState
        icon={<BookIcon />}
        title={t('infoproductEmptyTitle')}
        description={t('infoproductEmptyDescription')}
        actionLabel={t('infoproductEmptyAction')}
        note={t('infoproductEditorSoon')}
      />
    </Container>
  );
}
