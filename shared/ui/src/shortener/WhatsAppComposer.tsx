import { t as uiText } from '@atalho/ui/i18n';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
  useBreakpointValue,
} from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { FormField } from '../forms/FormField';
import { useSchemaForm } from '../forms/use-schema-form';
import { AppDialog } from '../overlays/AppDialog';
import { shortenerText as t } from './copy';
import { FormattedMessage } from './FormattedMessage';
import {
  buildWhatsAppUrl,
  type ComposerValues,
  onlyDigits,
  WHATSAPP_MESSAGE_MAX,
  whatsAppComposerForm,
} from './whatsapp';

export interface WhatsAppComposerProps {
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

interface ShellProps {
  open: boolean;
  onClose(): void;
  title: string;
  footer: ReactNode;
  children: ReactNode;
}

/** A side panel 40 % wide from `md` up, a dialog on phones (spec 001 §2). */
function ComposerShell({ open, onClose, title, footer, children }: ShellProps) {
  const panel = useBreakpointValue({ base: false, md: true }) ?? false;
  if (!panel) {
    return (
      <AppDialog open={open} onClose={onClose} title={title} wide footer={footer}>
        {children}
      </AppDialog>
    );
  }
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="40%" maxW="40%" minW="22rem">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>{footer}</Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={uiText('action.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Click-to-chat composer (spec 000 §2): opens https://wa.me/<digits>?text=<message>. */
export function WhatsAppComposer({ open, initialPhone, onClose }: WhatsAppComposerProps) {
  const form = useSchemaForm(whatsAppComposerForm, { defaultValues: initialValues(initialPhone) });
  const { errors } = form.formState;
  const message = form.watch('message');

  useEffect(() => {
    if (open) form.reset(initialValues(initialPhone));
  }, [open, initialPhone, form]);

  const openChat = form.handleSubmit((values) => {
    window.open(buildWhatsAppUrl(values), '_blank', 'noopener,noreferrer');
  });

  return (
    <ComposerShell
      open={open}
      onClose={onClose}
      title={t('waTitle')}
      footer={
        <Button colorPalette="green" onClick={openChat} disabled={Object.keys(errors).length > 0}>
          {t('waOpen')}
        </Button>
      }
    >
      <Stack gap="4">
        <HStack align="start" gap="3">
          <FormField
            label={t('waCountryCode')}
            error={errors.countryCode}
            required
            rootProps={{ w: '7.5rem' }}
          >
            <Input
              inputMode="numeric"
              {...form.register('countryCode', {
                onChange: (event: { target: HTMLInputElement }) => {
                  event.target.value = onlyDigits(event.target.value).slice(0, 4);
                },
              })}
            />
          </FormField>
          <FormField label={t('waPhone')} error={errors.phone} required rootProps={{ flex: '1' }}>
            <Input inputMode="tel" {...form.register('phone')} />
          </FormField>
        </HStack>
        <FormField
          label={t('waMessage')}
          error={errors.message}
          helperText={
            <HStack as="span" justify="space-between" w="full">
              <span>{t('waFormattingHint')}</span>
              <Text as="span" fontSize="xs" color="fg.muted" aria-live="polite">
                {message.length}/{WHATSAPP_MESSAGE_MAX}
              </Text>
            </HStack>
          }
        >
          <Textarea rows={4} maxLength={WHATSAPP_MESSAGE_MAX} {...form.register('message')} />
        </FormField>
        {message.trim() ? (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {t('waPreview')}
            </Text>
            <Box bg="#dcf8c6" color="gray.900" p="3" borderRadius="l2" whiteSpace="pre-wrap" fontSize="sm">
              <FormattedMessage text={message} />
            </Box>
          </Box>
        ) : null}
      </Stack>
    </ComposerShell>
  );
}
