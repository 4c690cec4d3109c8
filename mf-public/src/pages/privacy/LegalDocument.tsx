import type { TermsOfUse } from '@atalho/sdk/schemas';
import { formatLongDate } from '@atalho/ui/format';
import { Box, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '../../i18n';
import { parseLegalText } from './legal-text';

type Props = {
  id: string;
  title: string;
  /** The newest version (terms of use and privacy policy share one shape), null when none is published. */
  query: UseQueryResult<TermsOfUse | null>;
};

export function LegalDocument({ id, title, query }: Props) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '5', md: '8' }}
    >
      <Heading id={id} as="h2" size="xl">
        {title}
      </Heading>
      {query.isPending ? (
        <Stack mt="4" gap="3">
          <Skeleton h="4" w="40%" />
          <Skeleton h="20" />
          <Skeleton h="20" />
        </Stack>
      ) : query.isError ? (
        <Text mt="4" color="fg.error">
          {t('legalError')}
        </Text>
      ) : query.data === null ? (
        <Text mt="4" color="fg.muted">
          {t('legalEmpty')}
        </Text>
      ) : (
        <>
          <Text mt="1" fontSize="sm" color="fg.muted">
            {t('versionUpdated', { version: query.data.name, date: formatLongDate(query.data.dateUpdate) })}
          </Text>
          <Stack mt="6" gap="4" lineHeight="1.7">
            {parseLegalText(query.data.content).map((block, index) => {
              const key = `${block.kind}-${index}`;
              switch (block.kind) {
                case 'heading':
                  return (
                    <Heading
                      key={key}
                      as={block.level === 2 ? 'h3' : 'h4'}
                      size={block.level === 2 ? 'md' : 'sm'}
                    >
                      {block.text}
                    </Heading>
                  );
                case 'clause':
                  return (
                    <Text key={key}>
                      <Text as="strong">
                        {block.number}. {block.title}.
                      </Text>{' '}
                      {block.text}
                    </Text>
                  );
                case 'list':
                  return (
                    <List.Root key={key} ps="5">
                      {block.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List.Root>
                  );
                default:
                  return (
                    <Text key={key} whiteSpace="pre-line">
                      {block.text}
                    </Text>
                  );
              }
            })}
          </Stack>
        </>
      )}
    </Box>
  );
}
