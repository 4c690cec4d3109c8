import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';

const BARS = [32, 48, 40, 66, 58, 84, 72, 96, 78, 88, 64, 100];
const SOURCES = [
  { label: 'WhatsApp', value: 46, color: '#25D366' },
  { label: 'Instagram', value: 27, color: '#d62976' },
  { label: 'QR code', value: 17, color: '#0a7c6b' },
  { label: 'Outros', value: 10, color: '#9aa3ad' },
];

export function AnalyticsSection() {
  return (
    <Box as="section" py={{ base: '12', md: '16' }} aria-labelledby="analytics-title">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="4">
            <Heading id="analytics-title" as="h2" size="2xl">
              {t('analyticsTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {t('analyticsText')}
            </Text>
            <Text color="fg.muted">{t('analyticsText2')}</Text>
          </Stack>
          <Box
            bg="bg"
            borderWidth="1px"
            borderRadius="l3"
            p="5"
            boxShadow="sm"
            role="img"
            aria-label={t('analyticsChartLabel')}
          >
            <HStack align="end" gap="1.5" h="40" borderBottomWidth="1px" pb="1">
              {BARS.map((height, index) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed illustration
                  key={index}
                  flex="1"
                  h={`${height}%`}
                  borderTopRadius="sm"
                  bgGradient="to-t"
                  gradientFrom="brand.600"
                  gradientTo="brand.300"
                />
              ))}
            </HStack>
            <Stack mt="5" gap="2">
              {SOURCES.map((source) => (
                <HStack key={source.label} gap="3" fontSize="sm">
                  <Text w="20" flex="none">
                    {source.label}
                  </Text>
                  <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden">
                    <Box h="full" w={`${source.value}%`} bg={source.color} />
                  </Box>
                  <Text w="10" textAlign="right" color="fg.muted">
                    {source.value}%
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
