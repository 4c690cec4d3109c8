import { ChevronDownIcon } from '@atalho/ui';
import { Box, Button, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useState } from 'react';

export interface DisclosureProps {
  label: string;
  /** Beside the label, muted (how many fields are filled). */
  hint?: string | undefined;
  /** Opens it (and keeps it open) while true: a field inside needs the user's eye. */
  reveal?: boolean;
  children: ReactNode;
}

/**
 * A button that shows and hides a region (the WAI-ARIA disclosure pattern). The region stays mounted while
 * hidden, so its fields keep their values and are still checked and saved.
 */
export function Disclosure({ label, hint, reveal = false, children }: DisclosureProps) {
  const [open, setOpen] = useState(reveal);
  const regionId = useId();
  useEffect(() => {
    if (reveal) setOpen(true);
  }, [reveal]);
  return (
    <Box borderWidth="1px" borderRadius="l2">
      <Button
        type="button"
        variant="ghost"
        w="full"
        justifyContent="space-between"
        gap="3"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        <Box as="span" display="flex" gap="2" alignItems="baseline" minW="0" flexWrap="wrap">
          <Text as="span" fontWeight="medium">
            {label}
          </Text>
          {hint ? (
            <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal">
              {hint}
            </Text>
          ) : null}
        </Box>
        <Box
          as="span"
          display="inline-flex"
          flexShrink={0}
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 0.15s"
        >
          <ChevronDownIcon />
        </Box>
      </Button>
      <Box id={regionId} hidden={!open} px="3" pb="3" pt="1">
        {children}
      </Box>
    </Box>
  );
}
