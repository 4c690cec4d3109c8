import { Box, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';
import type { Preview } from './shooting-form';

/**
 * The message as a phone shows it (spec 002 §5): the business name, the text, the links as the
 * contact's own and the opt-out text, with the count against one SMS.
 */
export function MessagePreview({
  preview,
  dynamic,
  empty,
}: {
  preview: Preview;
  dynamic: boolean;
  empty: boolean;
}) {
  const over = preview.length > preview.limit;
  return (
    <Stack gap="2" as="figure" aria-label={t('editorPreview')} data-testid="message-preview">
      <Text fontSize="sm" fontWeight="medium" as="figcaption">
        {t('editorPreview')}
      </Text>
      <Box
        borderWidth="1px"
        borderRadius="2xl"
        bg="bg.muted"
        px="3"
        pt="4"
        pb="3"
        maxW="20rem"
        w="full"
        alignSelf={{ base: 'stretch', sm: 'start' }}
      >
        <Box
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          borderBottomLeftRadius="sm"
          px="3"
          py="2"
          shadow="xs"
          maxW="90%"
        >
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="preview-text">
            {empty ? t('editorPreviewEmpty') : preview.text}
          </Text>
        </Box>
      </Box>
      <Text
        fontSize="sm"
        color={over ? 'fg.error' : 'fg.muted'}
        fontWeight={over ? 'semibold' : undefined}
        aria-live="polite"
        data-testid="preview-counter"
      >
        {t(dynamic ? 'editorCounterDynamic' : 'editorCounter', {
          count: preview.length,
          limit: preview.limit,
        })}
      </Text>
      {preview.limit === 70 ? (
        <Text fontSize="sm" color="orange.fg">
          {t('editorUcs2')}
        </Text>
      ) : null}
    </Stack>
  );
}
