import { AppDialog } from '@atalho/ui';
import { Box, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import {
  buildWhatsAppUrl,
  type ComposerValues,
  onlyDigits,
  validateComposer,
  WHATSAPP_MESSAGE_MAX,
} from '../../lib/whatsapp';
import { sharedT } from '../../shared-copy';
import { FormattedMessage } from './FormattedMessage';

interface Props {
  open: boolean;
  initialPhone: string;
  onClose: () => void;
}

/** Splits a typed number into country code and phone when it already carries Brazil's 55. */
function initialValues(raw: string): ComposerValues {
  const digits = onlyDigits(raw);
  if (digits.length >= 12 && digits.startsWith('55')) {
    return { countryCode: '55', phone: digits.slice(2), message: '' };
  }
  return { countryCode: '55', phone: digits, message: '' };
}

/** Click-to-chat composer (spec 000 §2): opens https://wa.me/<digits>?text=<message>. */
export function WhatsAppComposer({ open, initialPhone, onClose }: Props) {
  const [values, setValues] = useState<ComposerValues>(() => initialValues(initialPhone));
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initialValues(initialPhone));
      setTouched(false);
    }
  }, [open, initialPhone]);

  const errors = validateComposer(values);
  const valid = Object.keys(errors).length === 0;
  const set = (field: keyof ComposerValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const shown = (field: keyof ComposerValues) => {
    const key = errors[field];
    return touched && key ? sharedT(key) : undefined;
  };

  const openChat = () => {
    setTouched(true);
    if (!valid) return;
    window.open(buildWhatsAppUrl(values), '_blank', 'noopener,noreferrer');
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('waTitle')}
      wide
      footer={
        <Button colorPalette="green" onClick={openChat} disabled={touched && !valid}>
          {t('waOpen')}
        </Button>
      }
    >
      <Stack gap="4">
        <HStack align="start" gap="3">
          <Field.Root invalid={shown('countryCode') !== undefined} required w="7.5rem">
            <Field.Label>{t('waCountryCode')}</Field.Label>
            <Input
              inputMode="numeric"
              value={values.countryCode}
              onChange={(event) => set('countryCode')(onlyDigits(event.target.value).slice(0, 4))}
              onBlur={() => setTouched(true)}
            />
            <Field.ErrorText>{shown('countryCode')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={shown('phone') !== undefined} required flex="1">
            <Field.Label>{t('waPhone')}</Field.Label>
            <Input
              inputMode="tel"
              value={values.phone}
              onChange={(event) => set('phone')(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            <Field.ErrorText>{shown('phone')}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root invalid={shown('message') !== undefined}>
          <Field.Label>{t('waMessage')}</Field.Label>
          <Textarea
            rows={4}
            value={values.message}
            maxLength={WHATSAPP_MESSAGE_MAX}
            onChange={(event) => set('message')(event.target.value)}
          />
          <HStack justify="space-between" w="full">
            <Field.HelperText>{t('waFormattingHint')}</Field.HelperText>
            <Text fontSize="xs" color="fg.muted" aria-live="polite">
              {values.message.length}/{WHATSAPP_MESSAGE_MAX}
            </Text>
          </HStack>
        </Field.Root>
        {values.message.trim() ? (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {t('waPreview')}
            </Text>
            <Box bg="#dcf8c6" color="gray.900" p="3" borderRadius="l2" whiteSpace="pre-wrap" fontSize="sm">
              <FormattedMessage text={values.message} />
            </Box>
          </Box>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
