import type { Infoproduct } from '@atalho/sdk/infoproducts';
import {
  AtalhoLogo,
  EditIcon,
  ExternalIcon,
  EyeIcon,
  MoreIcon,
  ShareMenu,
  TrashIcon,
  UsersIcon,
} from '@atalho/ui';
import {
  Box,
  Button,
  Card,
  chakra,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type MouseEvent, useRef } from 'react';
import { t } from '../../i18n';
import { displayAddressOf, openUrlOf, publicUrlOf } from './public-address';

const countFormat = new Intl.NumberFormat('pt-BR');

export type InfoproductAction = 'edit' | 'preview' | 'delete' | 'leads';

export interface InfoproductCardProps {
  item: Infoproduct;
  selected: boolean;
  onSelect(): void;
  /** `opener` is the control that asked, for the focus to return to it when the dialog closes. */
  onAction(action: InfoproductAction, opener: HTMLElement | null): void;
  qrLogo: string | null;
}

/** Clicks on the card's own controls do not select it twice. */
function fromControl(event: MouseEvent): boolean {
  return (
    event.target instanceof Element && event.target.closest('a, button, input, [role="menuitem"]') !== null
  );
}

/**
 * One info product (spec 001 §2): brand image (the product's logo when there is none), title, subtitle, short
 * description, public address, leads and clicks; edit, social preview, share, open and delete. Selecting it
 * shows its leads.
 */
export function InfoproductCard({ item, selected, onSelect, onAction, qrLogo }: InfoproductCardProps) {
  const code = item.onlineAddress.code;
  const brand = item.brandImage && !item.brandImage.deleted ? item.brandImage.src : null;
  const menuTrigger = useRef<HTMLButtonElement>(null);
  return (
    <Card.Root
      as="article"
      variant="outline"
      size="sm"
      borderColor={selected ? 'brand.solid' : undefined}
      borderWidth={selected ? '2px' : '1px'}
      data-testid="infoproduct-card"
      data-selected={selected || undefined}
      aria-labelledby={`infoproduct-${item.id}`}
      cursor="pointer"
      onClick={(event) => {
        if (!fromControl(event)) onSelect();
      }}
      transition="border-color 0.15s"
      _hover={selected ? undefined : { borderColor: 'border.emphasized' }}
    >
      <Card.Body p={{ base: '3', md: '4' }} gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Box h="10" maxW="150px" flexShrink={0} aria-hidden="true">
            {brand ? (
              <Image src={brand} alt="" h="10" maxW="150px" objectFit="contain" />
            ) : (
              <AtalhoLogo height={32} />
            )}
          </Box>
          <Text color="fg.muted" fontSize="xs" textAlign="end">
            {t(item.leads === 1 ? 'cardLeadsOne' : 'cardLeads', { count: countFormat.format(item.leads) })}
            {/* A plan without view counts gets no count from the API (decision 015): none is shown, not a zero. */}
            {item.onlineAddress.clicks !== null &&
              ` · ${t(item.onlineAddress.clicks === 1 ? 'cardClicksOne' : 'cardClicks', {
                count: countFormat.format(item.onlineAddress.clicks),
              })}`}
          </Text>
        </HStack>
        <Stack gap="0.5" minW="0">
          <Heading as="h3" size="md" id={`infoproduct-${item.id}`} lineHeight="short">
            <chakra.button
              type="button"
              textAlign="start"
              aria-pressed={selected}
              title={t('cardSelect', { title: item.title })}
              onClick={onSelect}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              }}
              wordBreak="break-word"
            >
              {item.title}
            </chakra.button>
          </Heading>
          <Text fontWeight="medium" color="fg.muted" fontSize="sm">
            {item.subtitle}
          </Text>
        </Stack>
        <Text fontSize="sm" lineClamp={2}>
          {item.shortDescription}
        </Text>
        <Link
          href={openUrlOf(code)}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          fontSize="sm"
          fontWeight="semibold"
          wordBreak="break-all"
          alignSelf="start"
        >
          {displayAddressOf(code)}
        </Link>
      </Card.Body>
      <Card.Footer
        px={{ base: '3', md: '4' }}
        pb="3"
        pt="0"
        justifyContent="space-between"
        gap="1"
        flexWrap="wrap"
      >
        <HStack gap="0.5" wrap="wrap">
          <Button size="sm" variant="outline" onClick={(event) => onAction('edit', event.currentTarget)}>
            <EditIcon />
            {t('actionEdit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={(event) => onAction('leads', event.currentTarget)}
          >
            <UsersIcon />
            {t('showLeads')}
          </Button>
        </HStack>
        <HStack gap="0.5">
          <IconButton asChild size="sm" variant="ghost" aria-label={t('openPage', { title: item.title })}>
            <a href={openUrlOf(code)} target="_blank" rel="noopener noreferrer">
              <ExternalIcon />
            </a>
          </IconButton>
          <ShareMenu shortUrl={publicUrlOf(code)} text={item.title} logoSrc={qrLogo} />
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) => onAction(details.value as InfoproductAction, menuTrigger.current)}
          >
            <Menu.Trigger asChild>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('cardActions', { title: item.title })}
                ref={menuTrigger}
              >
                <MoreIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="15rem">
                  <Menu.Item value="preview">
                    <EyeIcon />
                    {t('actionPreview')}
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                    <TrashIcon />
                    {t('actionDelete')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
