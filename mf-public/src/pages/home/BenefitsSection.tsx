import { ChartIcon, EyeIcon, LinkIcon, PulseIcon } from '@atalho/ui';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type PublicCopyKey, t } from '../../i18n';

const BENEFITS: { icon: ReactNode; title: PublicCopyKey; text: PublicCopyKey }[] = [
  { icon: <LinkIcon size={18} />, title: 'benefitUrlTitle', text: 'benefitUrlText' },
  { icon: <ChartIcon size={18} />, title: 'benefitMetricsTitle', text: 'benefitMetricsText' },
  { icon: <EyeIcon size={18} />, title: 'benefitPreviewTitle', text: 'benefitPreviewText' },
  { icon: <PulseIcon size={18} />, title: 'benefitAnalyticsTitle', text: 'benefitAnalyticsText' },
];

export function BenefitsSection() {
  return (
    <Box as="section" py={{ base: '12', md: '16' }} aria-labelledby="benefits-title">
      <Container maxW="6xl">
        <Heading id="benefits-title" as="h2" size="2xl" textAlign="center" mb="10">
          {t('benefitsTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {BENEFITS.map((benefit) => (
            <Stack key={benefit.title} gap="3" p="5" bg="bg" borderWidth="1px" borderRadius="l3">
              <Box
                w="10"
                h="10"
                display="grid"
                placeItems="center"
                borderRadius="l2"
                bg="brand.subtle"
                color="brand.fg"
              >
                {benefit.icon}
              </Box>
              <Heading as="h3" size="md">
                {t(benefit.title)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(benefit.text)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
