import { ComingSoonPage, UserIcon } from '@atalho/ui';
import { t } from '../i18n';

/**
 * /painel/links/page-bio. The three-tab editor with the phone preview, and the load of the user's bio
 * (GET /api/v1/biographies), arrive with the bio feature; until then the page calls nothing.
 */
export function BioEditorPage() {
  return (
    <ComingSoonPage
      title={t('bioTitle')}
      intro={t('bioIntro')}
      soon={{
        icon: <UserIcon />,
        title: t('bioEmptyTitle'),
        description: t('bioEmptyDescription'),
        actionLabel: t('bioEmptyAction'),
        note: t('bioEditorSoon'),
      }}
    />
  );
}
