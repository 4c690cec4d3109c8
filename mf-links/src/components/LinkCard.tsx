import type { OnlineAddress } from '@atalho/sdk/schemas';
import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { t } from '../i18n';

// Preview editor entry point until the card's actions menu lands (links-list); loaded when opened.
const PreviewEditorDialog = lazy(() =>
  import('./preview-editor/PreviewEditorDialog').then((module) => ({ default: module.PreviewEditorDialog })),
);

const shortUrl = (code: string) => `${globalThis.location?.origin ?? ''}/${code}`;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

export function LinkCard({ link }: { link: OnlineAddress }) {
  const [editingPreview, setEditingPreview] = useState(false);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Link
              href={`/${link.code}?countClick=false`}
              target="_blank"
              fontWeight="semibold"
              color="brand.fg"
            >
              {shortUrl(link.code)}
            </Link>
            {link.error && <Badge colorPalette="red">{t('linksWithError')}</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm" truncate>
            {link.url}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            {t('linksCreatedAt', { date: dateFormat.format(new Date(link.dateCreate)) })}
          </Text>
          <HStack>
            <Button size="xs" variant="outline" onClick={() => setEditingPreview(true)}>
              {t('previewEdit')}
            </Button>
          </HStack>
          {editingPreview && (
            <Suspense fallback={null}>
              <PreviewEditorDialog onlineAddressId={link.id} open onClose={() => setEditingPreview(false)} />
            </Suspense>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
