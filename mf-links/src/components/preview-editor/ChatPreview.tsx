import type { OpenGraphForm } from '@atalho/sdk/schemas';
import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../../i18n';

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** An image address the browser may show here ('/uploads/…' is this site's). */
function shownImage(values: OpenGraphForm): string | undefined {
  const src = (values['og:image'] || values['og:image:url'] || values['og:image:secure_url']).trim();
  return /^(https?:\/\/|\/[^/])/i.test(src) ? src : undefined;
}

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The preview as a chat message card (like WhatsApp's): image, title, description and host, then the link. */
export function ChatPreview({ values, shortUrl }: { values: OpenGraphForm; shortUrl: string }) {
  const image = shownImage(values);
  // An address that does not load shows no picture, as the chat apps do, instead of a broken one.
  const [failedImage, setFailedImage] = useState<string>();
  const title = values['og:title'].trim() || t('previewNoTitle');
  return (
    <Box
      bg="#e5ddd5"
      _dark={{ bg: '#0b141a' }}
      p="3"
      borderRadius="l3"
      aria-label={t('previewChat')}
      role="figure"
    >
      <Box
        ms="auto"
        maxW="20rem"
        bg="#d9fdd3"
        _dark={{ bg: '#005c4b' }}
        color="#111b21"
        borderRadius="lg"
        p="1"
        boxShadow="sm"
        data-testid="chat-preview"
      >
        <Box bg="blackAlpha.100" _dark={{ bg: 'blackAlpha.300' }} borderRadius="md" overflow="hidden">
          {image && image !== failedImage && (
            <Image
              src={image}
              alt={t('previewChatAlt')}
              w="100%"
              aspectRatio={1.91}
              objectFit="cover"
              onError={() => setFailedImage(image)}
            />
          )}
          <Stack gap="0.5" p="2">
            <Text fontWeight="semibold" fontSize="sm" lineClamp={2} _dark={{ color: 'white' }}>
              {title}
            </Text>
            {values['og:description'] && (
              <Text fontSize="xs" lineClamp={2} color="#3b4a54" _dark={{ color: '#d1d7db' }}>
                {values['og:description']}
              </Text>
            )}
            <Text fontSize="xs" color="#3b4a54" _dark={{ color: '#d1d7db' }}>
              {hostOf(values['og:url'] || shortUrl)}
            </Text>
          </Stack>
        </Box>
        <Text
          px="1.5"
          pt="1"
          fontSize="sm"
          color="#02587a"
          _dark={{ color: '#8ed4f5' }}
          wordBreak="break-all"
        >
          {shortUrl}
        </Text>
        <Text px="1.5" fontSize="2xs" textAlign="end" color="#3b4a54" _dark={{ color: '#d1d7db' }}>
          {time.format(new Date())}
        </Text>
      </Box>
    </Box>
  );
}
