import { LinkIcon } from '@atalho/ui';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { t } from '../i18n';

export function LinksEmptyState() {
  const navigate = useNavigate();
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">
          <LinkIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('linksEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('linksEmptyDescription')}</EmptyState.Description>
        </VStack>
        {/* The panel's shortener box arrives with the links feature; until then the home page has it. */}
        <Button onClick={() => navigate('/')}>{t('linksEmptyAction')}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
