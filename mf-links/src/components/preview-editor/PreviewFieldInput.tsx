import {
  OPEN_GRAPH_VALUE_MAX,
  type OpenGraphFieldName,
  openGraphChoices,
  type openGraphForm,
  openGraphUrlFields,
} from '@atalho/sdk/schemas';
import { FormField, type SchemaForm } from '@atalho/ui';
import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { t } from '../../i18n';
import { PreviewMediaUpload } from './PreviewMediaUpload';

export type PreviewForm = SchemaForm<typeof openGraphForm>;

const MEDIA_URLS: readonly OpenGraphFieldName[] = [
  'og:video',
  'og:video:secure_url',
  'og:audio',
  'og:audio:secure_url',
];

/** One Open Graph property: a dropdown where the spec lists values, a text area for the description. */
export function PreviewFieldInput({ name, form }: { name: OpenGraphFieldName; form: PreviewForm }) {
  const error = form.formState.errors[name];
  const choices = openGraphChoices[name];
  const control = form.register(name);
  const helper = MEDIA_URLS.includes(name) ? t('previewMediaHint') : undefined;
  return (
    <Stack gap="2" minW="0">
      <FormField label={t(name)} error={error} helperText={helper}>
        {choices ? (
          <NativeSelect.Root>
            <NativeSelect.Field {...control} data-testid={`preview-${name}`}>
              <option value="">{t('previewChoose')}</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : name === 'og:description' ? (
          <Textarea {...control} rows={3} maxLength={OPEN_GRAPH_VALUE_MAX} data-testid={`preview-${name}`} />
        ) : (
          <Input
            {...control}
            type={openGraphUrlFields.includes(name) ? 'url' : 'text'}
            inputMode={openGraphUrlFields.includes(name) ? 'url' : undefined}
            maxLength={openGraphUrlFields.includes(name) ? undefined : OPEN_GRAPH_VALUE_MAX}
            data-testid={`preview-${name}`}
          />
        )}
      </FormField>
      <PreviewMediaUpload name={name} form={form} />
    </Stack>
  );
}
