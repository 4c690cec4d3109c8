import { t } from '@atalho/ui/i18n';
import { Box, Center, Portal, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useLoadingOverlay } from './loading-overlay';

/** The global loading overlay; mounted once by the shell. */
export function LoadingOverlay() {
  const isVisible = useLoadingOverlay((state) => state.isVisible);
  if (!isVisible) return null;
  return (
    <Portal>
      <Box position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.400" backdropFilter="blur(1px)">
        <Center h="full" role="status" aria-live="polite">
          <Spinner size="xl" color="brand.solid" borderWidth="4px" />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </Center>
      </Box>
    </Portal>
  );
}
