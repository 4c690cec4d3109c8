import { bioColorNames, bioFonts, bioLayouts, bioShadows, bioShapes } from '@atalho/sdk/schemas';
import { FormField, PlanLockedNotice, type SchemaForm, useEntitlement } from '@atalho/ui';
import { ColorField } from '@atalho/ui/color-field';
import { Button, Heading, NativeSelect, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type BioKey, t } from '../i18n';
import type { bioEditorSchema } from './bio-draft';

type NumberField = 'layout' | 'font' | 'shape' | 'shadow';

const FONT_LABELS: Record<(typeof bioFonts)[number], string> = {
  roboto: 'Roboto',
  'open-sans': 'Open Sans',
  lora: 'Lora',
  montserrat: 'Montserrat',
  merriweather: 'Merriweather',
  raleway: 'Raleway',
  'noto-serif-oriya': 'Noto Serif Oriya',
  'architects-daughter': 'Architects Daughter',
  'permanent-marker-regular': 'Permanent Marker',
};

/** Shapes 1–3 and 5 are outlined, 6–9 filled; each group goes from square to round corners. */
function shapeLabel(shape: number): string {
  const filled = shape >= 6;
  const radius = (filled ? shape - 6 : shape === 5 ? 3 : shape - 1) as 0 | 1 | 2 | 3;
  return t('shapeOption', { kind: t(filled ? 'filled' : 'outlined'), radius: t(`radius${radius}`) });
}

const fontOptions = bioFonts.map((font, index) => ({ value: index + 1, label: FONT_LABELS[font] }));

/** Tab 2: layout, font, button shape and shadow, where the social links go, and the seven colours. */
export function AppearanceTab({
  form,
  onTemplates,
}: {
  form: SchemaForm<typeof bioEditorSchema>;
  onTemplates(): void;
}) {
  const promoRemoved = useEntitlement('bioPromoRemoval');
  const { register, watch, setValue, formState } = form;
  const select = (
    name: NumberField,
    label: string,
    options: { value: number; label: string }[],
  ): ReactNode => (
    <FormField label={label} error={formState.errors[name]}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name, { valueAsNumber: true })}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <Stack gap="6">
      <Button variant="outline" alignSelf="start" onClick={onTemplates}>
        {t('templatesButton')}
      </Button>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {select(
          'layout',
          t('layoutLabel'),
          bioLayouts.map((n) => ({ value: n, label: t('layoutOption', { n }) })),
        )}
        {select('font', t('fontLabel'), fontOptions)}
        {select(
          'shape',
          t('shapeLabel'),
          bioShapes.map((n) => ({ value: n, label: shapeLabel(n) })),
        )}
        {select(
          'shadow',
          t('shadowLabel'),
          bioShadows.map((n) => ({ value: n, label: t('shadowOption', { n }) })),
        )}
      </SimpleGrid>
      <Switch.Root
        checked={watch('placementSocialLinksOnTop')}
        onCheckedChange={({ checked }) =>
          setValue('placementSocialLinksOnTop', checked, { shouldDirty: true })
        }
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('socialOnTop')}</Switch.Label>
      </Switch.Root>
      <Stack gap="3" as="section" aria-labelledby="bio-colors-title">
        <Heading as="h2" size="md" id="bio-colors-title">
          {t('colorsTitle')}
        </Heading>
        {bioColorNames.map((name) => (
          <ColorField
            key={name}
            label={t(name as BioKey)}
            value={watch(name)}
            invalid={formState.errors[name] !== undefined}
            onChange={(value) => setValue(name, value, { shouldDirty: true, shouldValidate: true })}
          />
        ))}
      </Stack>
      {!promoRemoved && <PlanLockedNotice feature="bioPromoRemoval" description={t('promoNotice')} />}
    </Stack>
  );
}
