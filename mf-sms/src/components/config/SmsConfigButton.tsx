import { GearIcon } from '@atalho/ui';
import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { t } from '../../i18n';

/** The cog (spec 002 §2): opens the SMS config; a '!' badge while the business name is missing. */
export function SmsConfigButton({ missing, onOpen }: { missing: boolean; onOpen(): void }) {
  return (
    <Box position="relative" display="inline-flex">
      <IconButton
        variant="outline"
        aria-label={missing ? `${t('configAction')}: ${t('configMissing')}` : t('configAction')}
        title={t('configAction')}
        onClick={onOpen}
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
          >
            !
          </Badge>
        </Float>
      ) : null}
    </Box>
  );
}
