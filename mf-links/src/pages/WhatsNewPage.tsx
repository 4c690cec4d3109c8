import { PanelPage } from '@atalho/ui';
import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { NEWS } from '../whats-new/news';

/** /painel/whats-new, inside the panel's frame. */
export function WhatsNewPage() {
  return (
    <PanelPage
      title={t('whatsNewTitle')}
      maxW="6xl"
      header={<Text color="fg.muted">{t('whatsNewIntro')}</Text>}
    >
      <WhatsNewList />
    </PanelPage>
  );
}

function WhatsNewList() {
  return (
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
  );
}
