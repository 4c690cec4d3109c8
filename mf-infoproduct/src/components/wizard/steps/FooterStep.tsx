import { INFOPRODUCT_CROPS, INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { FormField, PlanLockedNotice, TrashIcon } from '@atalho/ui';
import { ImageUploadField } from '@atalho/ui/image-upload';
import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { wizardError, wt } from '../../../wizard-i18n';
import { Counter } from '../Counter';
import { RemovedRow } from '../RemovedRow';
import {
  type DraftFile,
  type DraftLink,
  fileAfterRemoval,
  newLink,
  removeEntry,
  restoreEntry,
} from '../wizard-draft';
import { edit, type StepProps } from '../wizard-form';

/**
 * Step 8 (PRO): the footer's brand image (180×48), text (required, ≤ 800) and links (name ≤ 50, an http(s)
 * address). A PRO owner's page without a footer gets an empty one (spec 001 §2). Below PRO: the locked notice.
 */
export function FooterStep({ form, pro }: StepProps) {
  const { register, watch, setValue, formState } = form;
  const footer = watch('footer');
  if (!pro || !footer) {
    return <PlanLockedNotice feature="infoproductPro" description={wt('footerProNotice')} />;
  }
  const links = footer.links;
  const setLinks = (next: DraftLink[]) => setValue('footer.links', next, edit);
  const errors = formState.errors.footer;
  const full = links.filter((link) => !link.deleted).length >= INFOPRODUCT_LIMITS.footerLinks;
  return (
    <Stack gap="6">
      <Text color="fg.muted">{wt('footerIntro')}</Text>
      <ImageUploadField
        label={wt('footerBrandLabel')}
        target={INFOPRODUCT_CROPS.footerBrandImage}
        value={footer.brandImage}
        onChange={(value: DraftFile | null) =>
          setValue('footer.brandImage', value ?? fileAfterRemoval(footer.brandImage), edit)
        }
      />
      <FormField
        label={wt('footerTextLabel')}
        required
        error={wizardError(errors?.text)}
        helperText={<Counter value={footer.text} max={INFOPRODUCT_LIMITS.footerText} />}
      >
        <Textarea {...register('footer.text')} rows={3} autoresize />
      </FormField>
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" mb="2">
          {wt('footerLinks')}
        </Text>
        {links.map((link, index) =>
          link.deleted ? (
            <RemovedRow key={link.key} text={link.name} onUndo={() => setLinks(restoreEntry(links, index))} />
          ) : (
            <Stack key={link.key} gap="2" borderWidth="1px" borderRadius="l3" p="3" data-testid="footer-link">
              <HStack justify="space-between">
                <Text fontSize="sm" fontWeight="semibold">
                  {wt('footerLinkTitle', { n: index + 1 })}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={wt('footerLinkRemove', { n: index + 1 })}
                  onClick={() => setLinks(removeEntry(links, index))}
                >
                  <TrashIcon />
                </IconButton>
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormField
                  label={wt('footerLinkName')}
                  required
                  error={wizardError(errors?.links?.[index]?.name)}
                >
                  <Input {...register(`footer.links.${index}.name`)} />
                </FormField>
                <FormField
                  label={wt('footerLinkHref')}
                  required
                  error={wizardError(errors?.links?.[index]?.href)}
                >
                  <Input
                    {...register(`footer.links.${index}.href`)}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                  />
                </FormField>
              </SimpleGrid>
            </Stack>
          ),
        )}
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          disabled={full}
          onClick={() => setLinks([...links, newLink()])}
        >
          {wt('footerLinkAdd')}
        </Button>
      </Stack>
    </Stack>
  );
}
