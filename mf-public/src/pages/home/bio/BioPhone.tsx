import { Box, Stack, Text } from '@chakra-ui/react';
import type { BioExample } from './bio-examples';

/** A phone-shaped drawing of one example bio page. */
export function BioPhone({ example }: { example: BioExample }) {
  return (
    <Box
      w="15rem"
      h="32rem"
      flex="none"
      borderRadius="2.25rem"
      borderWidth="10px"
      borderColor="gray.900"
      bg="gray.900"
      boxShadow="xl"
      overflow="hidden"
      aria-hidden="true"
    >
      <Box h="full" borderRadius="1.6rem" overflow="hidden" style={{ background: example.background }}>
        <Box h="5.5rem" style={{ background: example.cover }} />
        <Stack align="center" gap="1" mt="-2.25rem" px="4" style={{ color: example.text }}>
          <Box
            w="4.5rem"
            h="4.5rem"
            borderRadius="full"
            borderWidth="3px"
            borderColor="white"
            display="grid"
            placeItems="center"
            color="white"
            fontWeight="bold"
            fontSize="xl"
            style={{ background: example.avatar }}
          >
            {example.initials}
          </Box>
          <Text fontWeight="bold" fontSize="md" mt="1">
            {example.name}
          </Text>
          <Text fontSize="xs" opacity={0.8}>
            {example.handle}
          </Text>
          <Text fontSize="xs" textAlign="center" opacity={0.9} lineClamp={2}>
            {example.description}
          </Text>
          <Stack w="full" gap="2" mt="3">
            {example.links.map((label) => (
              <Box
                key={label}
                py="2.5"
                borderRadius="full"
                textAlign="center"
                fontSize="xs"
                fontWeight="semibold"
                boxShadow="sm"
                style={{ background: example.button, color: example.buttonText }}
              >
                {label}
              </Box>
            ))}
          </Stack>
          <Stack direction="row" gap="2.5" mt="3">
            {[0, 1, 2, 3].map((dot) => (
              <Box
                key={dot}
                w="5"
                h="5"
                borderRadius="full"
                opacity={0.75}
                style={{ background: example.avatar }}
              />
            ))}
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
