import { CONFIG_LIMITS, type Config, type ConfigBody, configBody } from '@atalho/sdk/schemas';
import {
  CardsSkeleton,
  FormField,
  LoadError,
  notify,
  PanelPage,
  PlanLockedNotice,
  useEntitlement,
  useSchemaForm,
} from '@atalho/ui';
import { t as sharedT } from '@atalho/ui/i18n';
import { ImageUploadField } from '@atalho/ui/image-upload';
import { Alert, Box, Button, Card, chakra, Grid, Input, Slider, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { CustomDomainSection } from '../components/CustomDomainSection';
import { LoaderPreviewFrame } from '../components/LoaderPreviewFrame';
import { useMyConfig, useSaveConfig } from '../hooks/useMyConfig';
import { t } from '../i18n';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
const BANNER_TYPES = ['image/png', 'image/jpeg', 'image/bmp', 'image/webp', 'image/gif'] as const;

/**
 * The API's body schema, with an empty banner link meaning "none" (an empty input is '', which is not a URL;
 * the submit sends it as null).
 */
const configForm = v.object({
  ...configBody.entries,
  bannerLink: v.optional(v.union([v.literal(''), configBody.entries.bannerLink])),
});

/** The form's values: the loading-screen fields (the custom domain has its own section, set by support). */
function valuesOf(config: Config | null): ConfigBody {
  return {
    picture: config?.picture ?? null,
    siteName: config?.siteName ?? '',
    loaderTime: config?.loaderTime ?? 2,
    bannerImage: config?.bannerImage ?? null,
    bannerLink: config?.bannerLink ?? '',
    googleAnalyticsId: config?.googleAnalyticsId ?? '',
  };
}

/** The form holds the body's input (`deleted` optional); the field and the preview want it spelled out. */
const asImage = (image: ConfigBody['picture']) =>
  image ? { ...image, deleted: image.deleted ?? false } : null;

/** Empty text is "not set": sent as null, so the API clears it instead of storing ''. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** /painel/configs/loading-screen (spec 001 §2 "Loading-screen configuration page"). */
export function LoadingScreenConfigPage() {
  const query = useMyConfig();
  return (
    <PanelPage
      title={t('configTitle')}
      maxW="6xl"
      header={
        <Text color="fg.muted" maxW="3xl">
          {t('configIntro')}
        </Text>
      }
    >
      {query.isPending ? (
        <CardsSkeleton rows={2} />
      ) : query.isError ? (
        <LoadError message={t('configLoadError')} retryLabel={t('linksRetry')} onRetry={query.refetch} />
      ) : (
        <ConfigForm config={query.data} />
      )}
    </PanelPage>
  );
}

function ConfigForm({ config }: { config: Config | null }) {
  const allowed = useEntitlement('loadingScreen');
  const save = useSaveConfig(config !== null);
  const form = useSchemaForm(configForm, { defaultValues: valuesOf(config) });
  const { errors } = form.formState;
  useEffect(() => form.reset(valuesOf(config)), [config, form]);

  const picture = asImage(form.watch('picture'));
  const bannerImage = asImage(form.watch('bannerImage'));
  const loaderTime = form.watch('loaderTime') ?? 0;
  const siteName = form.watch('siteName');
  const bannerLink = form.watch('bannerLink');
  const setImage = (field: 'picture' | 'bannerImage') => (value: ConfigBody['picture']) =>
    form.setValue(field, value, { shouldDirty: true });

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({
      picture: values.picture ?? null,
      siteName: orNull(values.siteName),
      loaderTime: values.loaderTime ?? null,
      bannerImage: values.bannerImage ?? null,
      bannerLink: orNull(values.bannerLink),
      googleAnalyticsId: orNull(values.googleAnalyticsId),
    });
    notify.success(t('configSaved'));
  });

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '6', lg: '8' }}>
      <Stack gap="6" minW="0">
        <chakra.form onSubmit={submit} noValidate display="flex" flexDirection="column" gap="5">
          {!allowed && <PlanLockedNotice feature="loadingScreen" />}
          {allowed && config === null && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('configPageLoadInfo')}</Alert.Title>
            </Alert.Root>
          )}
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="5">
                <ImageUploadField
                  label={t('configLogo')}
                  value={picture}
                  onChange={setImage('picture')}
                  target={{ width: 300, height: 80 }}
                  accept={LOGO_TYPES}
                  helperText={t('configLogoHint')}
                  disabled={!allowed}
                />
                <FormField label={t('configSiteName')} error={errors.siteName}>
                  <Input
                    {...form.register('siteName')}
                    maxLength={CONFIG_LIMITS.siteName}
                    disabled={!allowed}
                  />
                </FormField>
                <Slider.Root
                  min={CONFIG_LIMITS.loaderTimeMin}
                  max={CONFIG_LIMITS.loaderTimeMax}
                  step={1}
                  value={[loaderTime]}
                  onValueChange={({ value }) =>
                    form.setValue('loaderTime', value[0] ?? 0, { shouldDirty: true })
                  }
                  getAriaValueText={({ value }) => t('configLoaderTimeValue', { seconds: value })}
                  disabled={!allowed}
                  colorPalette="brand"
                >
                  <Box display="flex" justifyContent="space-between">
                    <Slider.Label>{t('configLoaderTime')}</Slider.Label>
                    <Slider.ValueText>{t('configLoaderTimeValue', { seconds: loaderTime })}</Slider.ValueText>
                  </Box>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range />
                    </Slider.Track>
                    <Slider.Thumbs />
                  </Slider.Control>
                </Slider.Root>
                <ImageUploadField
                  label={t('configBanner')}
                  value={bannerImage}
                  onChange={setImage('bannerImage')}
                  target={{ width: 200, height: 40 }}
                  accept={BANNER_TYPES}
                  helperText={t('configBannerHint')}
                  disabled={!allowed}
                />
                <FormField label={t('configBannerLink')} error={errors.bannerLink}>
                  <Input {...form.register('bannerLink')} type="url" inputMode="url" disabled={!allowed} />
                </FormField>
                <FormField label={t('configAnalyticsId')} error={errors.googleAnalyticsId}>
                  <Input
                    {...form.register('googleAnalyticsId')}
                    maxLength={CONFIG_LIMITS.googleAnalyticsId}
                    disabled={!allowed}
                  />
                </FormField>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Box>
            <Button type="submit" loading={save.isPending} disabled={!allowed}>
              {sharedT('action.save')}
            </Button>
          </Box>
        </chakra.form>
        <CustomDomainSection />
      </Stack>
      <Stack gap="3" as="aside" aria-label={t('configPreviewTitle')}>
        <Text fontWeight="semibold">{t('configPreviewTitle')}</Text>
        <Box position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <LoaderPreviewFrame
            url={t('configPreviewUrl')}
            config={{
              picture,
              siteName: siteName || null,
              loaderTime,
              bannerImage,
              bannerLink: bannerLink || null,
            }}
          />
        </Box>
      </Stack>
    </Grid>
  );
}
