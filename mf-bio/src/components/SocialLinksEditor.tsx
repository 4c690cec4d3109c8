import { type BioSocialNetwork, bioSocialNetworkNames, bioSocialNetworks } from '@atalho/sdk/schemas';
import { FormField, type SchemaForm, TrashIcon } from '@atalho/ui';
import { Badge, Box, Button, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { addItem, type bioEditorSchema, moveItem, newKey, removeItem, restoreItem } from './bio-draft';
import { SortableList } from './SortableList';

/**
 * The social links: one chip per network (14), disabled once that network is in the list; each link's
 * address is edited in place and must start with its network's address.
 */
export function SocialLinksEditor({ form }: { form: SchemaForm<typeof bioEditorSchema> }) {
  const socials = form.watch('socialLinks');
  const errors = form.formState.errors.socialLinks;
  const update = (next: typeof socials) =>
    form.setValue('socialLinks', next, { shouldDirty: true, shouldValidate: true });
  const add = (network: BioSocialNetwork) =>
    update(
      addItem(socials, {
        key: newKey(),
        id: null,
        title: network,
        order: socials.length,
        deleted: false,
        onlineAddress: { id: null, url: bioSocialNetworks[network] },
      }),
    );
  const added = new Set(socials.map((social) => social.title));

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" id="social-chips-label">
        {t('socialIntro')}
      </Text>
      <Flex gap="2" wrap="wrap" role="group" aria-labelledby="social-chips-label">
        {bioSocialNetworkNames.map((network) => (
          <Button
            key={network}
            size="xs"
            variant="outline"
            borderRadius="full"
            disabled={added.has(network)}
            onClick={() => add(network)}
          >
            {network}
          </Button>
        ))}
      </Flex>
      <SortableList
        items={socials}
        nameOf={(social) => social.title}
        onMove={(from, to) => update(moveItem(socials, from, to))}
        renderItem={(social, index, handle) => (
          <HStack
            borderWidth="1px"
            borderRadius="l2"
            p="2"
            gap="2"
            align="start"
            bg="bg"
            data-testid="bio-social"
            data-deleted={social.deleted || undefined}
          >
            <Box pt="6">{handle}</Box>
            <Box flex="1" minW="0" opacity={social.deleted ? 0.55 : 1}>
              <FormField
                label={
                  <HStack gap="2">
                    <span>{social.title}</span>
                    {social.deleted && <Badge size="sm">{t('deleted')}</Badge>}
                  </HStack>
                }
                error={social.deleted ? undefined : errors?.[index]?.onlineAddress?.url}
              >
                <Input
                  size="sm"
                  value={social.onlineAddress.url}
                  disabled={social.deleted}
                  inputMode="url"
                  spellCheck={false}
                  aria-label={t('socialUrlOf', { network: social.title })}
                  onChange={(event) =>
                    form.setValue(`socialLinks.${index}.onlineAddress.url`, event.target.value, {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                />
              </FormField>
            </Box>
            <Box pt="6">
              {social.deleted ? (
                <Button size="sm" variant="ghost" onClick={() => update(restoreItem(socials, index))}>
                  {t('undo')}
                </Button>
              ) : (
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('socialDeleteOf', { network: social.title })}
                  onClick={() => update(removeItem(socials, index))}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </Box>
          </HStack>
        )}
      />
    </Stack>
  );
}
