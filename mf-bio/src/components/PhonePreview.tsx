import { renderBioPage } from '@atalho/sdk/bio-page';
import type { BiographyView } from '@atalho/sdk/schemas';
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { t } from '../i18n';

const fontUrl = (file: string) => `/fonts/bio/${file}`;
const origin = () => globalThis.location?.origin ?? '';

/**
 * The public page as it will look, drawn by the same renderer as `/{username}` (links inert, YouTube as a
 * poster) inside a phone-shaped frame.
 */
export function PhonePreview({
  view,
  username,
  promotion,
}: {
  view: BiographyView;
  username: string;
  promotion: boolean;
}) {
  const page = useMemo(
    () =>
      renderBioPage(view, {
        pageUrl: `${origin()}/${username}`,
        promotion,
        promotionUrl: `${origin()}/`,
        mode: 'preview',
        fontUrl,
      }),
    [view, username, promotion],
  );
  return (
    <Box
      role="region"
      aria-label={t('previewTitle')}
      w="full"
      maxW="22rem"
      h="40rem"
      maxH="calc(100dvh - 8rem)"
      mx="auto"
      borderWidth="10px"
      borderColor="gray.900"
      borderRadius="2.5rem"
      overflow="hidden"
      bg="white"
      boxShadow="lg"
      data-testid="phone-preview"
    >
      {/* Focusable so a keyboard can scroll it: the page inside is inert, nothing else in it takes focus. */}
      <Box h="full" overflowY="auto" overflowX="hidden" tabIndex={0}>
        <style>{page.css}</style>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the visitor page's own renderer, which escapes every value it writes */}
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
      </Box>
    </Box>
  );
}
