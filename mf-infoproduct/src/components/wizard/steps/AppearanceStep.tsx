import {
  INFOPRODUCT_CROPS,
  infoproductColorNames,
  infoproductProColorNames,
  infoproductStyleDefaults,
} from '@atalho/sdk/infoproducts';
import { PlanLockedNotice } from '@atalho/ui';
import { ColorField } from '@atalho/ui/color-field';
import { ImageUploadField } from '@atalho/ui/image-upload';
import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { wt } from '../../../wizard-i18n';
import { type DraftFile, fileAfterRemoval } from '../wizard-draft';
import { edit, type StepProps } from '../wizard-form';

const proColors = new Set<string>(infoproductProColorNames);

/**
 * Step 4: the brand image (150×40) and product image (900×500), and the 13 colours with their pickers (spec 001
 * §3 defaults). The form colour and the button text colour are PRO: below it they are shown locked, with the
 * notice.
 */
export function AppearanceStep({ form, pro }: StepProps) {
  const { watch, setValue, formState } = form;
  const image = (name: 'brandImage' | 'productImage') => ({
    value: watch(name),
    onChange: (value: DraftFile | null) => setValue(name, value ?? fileAfterRemoval(watch(name)), edit),
  });
  return (
    <Stack gap="8">
      <Stack gap="5" as="section" aria-labelledby="ip-images-title">
        <Heading as="h3" size="sm" id="ip-images-title">
          {wt('imagesTitle')}
        </Heading>
        <ImageUploadField
          label={wt('brandImageLabel')}
          target={INFOPRODUCT_CROPS.brandImage}
          {...image('brandImage')}
        />
        <ImageUploadField
          label={wt('productImageLabel')}
          target={INFOPRODUCT_CROPS.productImage}
          {...image('productImage')}
        />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="ip-colors-title">
        <Heading as="h3" size="sm" id="ip-colors-title">
          {wt('colorsTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, xl: 2 }} columnGap="6" rowGap="3">
          {infoproductColorNames.map((name) => (
            <ColorField
              key={name}
              label={wt(name)}
              value={watch(`style.${name}`)}
              invalid={formState.errors.style?.[name] !== undefined}
              disabled={!pro && proColors.has(name)}
              onChange={(value) => setValue(`style.${name}`, value, edit)}
            />
          ))}
        </SimpleGrid>
        <Button
          size="sm"
          variant="ghost"
          alignSelf="start"
          onClick={() =>
            setValue(
              'style',
              pro
                ? { ...infoproductStyleDefaults }
                : {
                    ...infoproductStyleDefaults,
                    ...Object.fromEntries(infoproductProColorNames.map((n) => [n, watch(`style.${n}`)])),
                  },
              edit,
            )
          }
        >
          {wt('colorsReset')}
        </Button>
        {!pro && <PlanLockedNotice feature="infoproductPro" description={wt('colorsProNotice')} />}
      </Stack>
    </Stack>
  );
}
