import type { OnlineAddress } from '@atalho/sdk/schemas';
import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';

const shortUrl = (code: string) => `${globalThis.location?.origin ?? ''}/${code}`;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

export function LinkCard({ link }: { link: OnlineAddress }) {
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
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
