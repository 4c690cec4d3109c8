import { Box, HStack } from '@chakra-ui/react';

export interface PageDotsProps {
  count: number;
  current: number;
  onSelect(index: number): void;
  /** The accessible name of each dot, e.g. "Página 2 de 3". */
  label(index: number): string;
}

/** A carousel's dots: one button a page, the current one wider; each dot is a 24 px tap target. */
export function PageDots({ count, current, onSelect, label }: PageDotsProps) {
  return (
    <HStack gap="0">
      {Array.from({ length: count }, (_, index) => (
        <Box
          as="button"
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its page's index
          key={index}
          aria-label={label(index)}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          minW="6"
          h="6"
          px="0.5"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          borderRadius="full"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        >
          <Box
            as="span"
            w={index === current ? '6' : '2.5'}
            h="2.5"
            borderRadius="full"
            bg={index === current ? 'brand.solid' : 'border.emphasized'}
            transition="width 0.3s"
          />
        </Box>
      ))}
    </HStack>
  );
}
