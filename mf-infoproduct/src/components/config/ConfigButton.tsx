import { GearIcon } from '@atalho/ui';
import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { t } from '../../i18n';

/** The gear (spec 001 §2): opens the page configuration; a '!' badge while the user has none. */
export function ConfigButton({ missing, onOpen }: { missing: boolean; onOpen(opener: HTMLElement): void }) {
  return (
    <Box position="relative" display="inline-flex">
      <IconButton
        variant="outline"
        aria-label={missing ? `${t('configAction')}: ${t('configMissing')}` : t('configAction')}
        title={t('configAction')}
        onClick={(event) => onOpen(event.currentTarget)}
      >
        <GearIcon />
      </IconButton>
      {missing ? (
        <Float placement="top-end" offset="1">
          <Badge
            colorPalette="red"
            variant="solid"
            borderRadius="full"
            size="xs"
            minW="4"
            justifyContent="center"
            aria-hidden="true"
            pointerEvents="none"
            data-testid="config-missing"
          >
            !
          </Badge>
        </Float>
      ) : null}
    </Box>
  );
}
