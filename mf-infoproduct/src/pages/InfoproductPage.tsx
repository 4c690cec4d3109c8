import { BookIcon, ComingSoonPage } from '@atalho/ui';
import { t } from '../i18n';

/**
 * /painel/nfoproduct. The 8-step wizard, the leads panel and the list (GET /api/v1/infoproduts) arrive
 * with the info-product feature; until then the page calls nothing.
 */
export function InfoproductPage() {
  return (
    <ComingSoonPage
      title={t('infoproductTitle')}
      intro={t('infoproductIntro')}
      soon={{
        icon: <BookIcon />,
        title: t('infoproductEmptyTitle'),
        description: t('infoproductEmptyDescription'),
        actionLabel: t('infoproductEmptyAction'),
        note: t('infoproductEditorSoon'),
      }}
    />
  );
}
