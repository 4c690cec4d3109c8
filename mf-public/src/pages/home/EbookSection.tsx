import { CheckCircleIcon } from '@atalho/ui';
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { t } from '../../i18n';

function EbookCover() {
  return (
    <Box
      w="8rem"
      h="11rem"
      flex="none"
      borderRadius="md"
      boxShadow="lg"
      p="3"
      color="white"
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      bgGradient="to-br"
      gradientFrom="#0d4e47"
      gradientTo="#25b69c"
      aria-hidden="true"
    >
      <Text fontSize="2xs" letterSpacing="widest" textTransform="uppercase" opacity={0.8}>
        E-book
      </Text>
      <Text fontWeight="bold" fontSize="sm" lineHeight="1.2">
        Vendas pelo WhatsApp
      </Text>
      <Box h="1" w="10" bg="#f9b21b" borderRadius="full" />
    </Box>
  );
}

/** A sample lead page as the info-product module renders it (illustrative, not wired). */
export function EbookSection() {
  return (
    <Box as="section" py={{ base: '12', md: '16' }} aria-labelledby="ebook-title">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="4" order={{ base: 0, md: 1 }}>
            <Heading id="ebook-title" as="h2" size="2xl">
              {t('ebookTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {t('ebookText')}
            </Text>
          </Stack>
          <Box
            bg="bg"
            borderWidth="1px"
            borderRadius="l3"
            boxShadow="md"
            overflow="hidden"
            position="relative"
          >
            <Badge position="absolute" top="3" right="3" variant="surface">
              {t('ebookSampleNote')}
            </Badge>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="5" p="6" bg="gray.50" align="center">
              <EbookCover />
              <Stack gap="1">
                <Heading as="h3" size="lg">
                  {t('ebookSampleTitle')}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t('ebookSampleSubtitle')}
                </Text>
                <List.Root variant="plain" gap="1.5" mt="2">
                  {(['ebookItem1', 'ebookItem2', 'ebookItem3'] as const).map((item) => (
                    <List.Item key={item} fontSize="sm" alignItems="center">
                      <List.Indicator asChild color="brand.solid">
                        <span>
                          <CheckCircleIcon size={16} />
                        </span>
                      </List.Indicator>
                      {t(item)}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            </Stack>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" p="6" aria-hidden="true">
              <Input placeholder={t('ebookEmail')} readOnly tabIndex={-1} />
              <Button tabIndex={-1} flex="none">
                {t('ebookAction')}
              </Button>
            </Stack>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
