import { AtalhoLogo } from '@atalho/ui';
import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CONTACT_EMAIL, t } from '../../i18n';

export function HomeFooter() {
  return (
    <Box as="footer" bg="gray.950" color="gray.300" py="10" mt="8">
      <Container maxW="6xl">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
          <Stack gap="3">
            <Box color="white">
              <AtalhoLogo height={28} />
            </Box>
            <Text>
              {t('footerContact', { email: '' })}
              <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.300">
                {CONTACT_EMAIL}
              </Link>
            </Text>
          </Stack>
          <HStack gap="5" flexWrap="wrap" align="start">
            <Link asChild color="gray.300">
              <RouterLink to="/privacy-policy">{t('footerPrivacy')}</RouterLink>
            </Link>
            <Link asChild color="gray.300">
              <RouterLink to="/whats-new">{t('footerNews')}</RouterLink>
            </Link>
            <Link asChild color="gray.300">
              <RouterLink to="/lp">{t('footerAffiliates')}</RouterLink>
            </Link>
          </HStack>
        </Stack>
        <Text mt="8" fontSize="sm" color="gray.400">
          {t('footerCredit', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
