import { uploadFile } from '@atalho/sdk';
import { INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { notify, t } from '@atalho/ui';
import { Box, Button, Field, HStack, Link, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { wt } from '../../wizard-i18n';
import type { DraftFile } from './wizard-draft';

const PDF = 'application/pdf';
const MAX = INFOPRODUCT_LIMITS.resourceBytes;

/** Bytes in decimal units, as a person reads a file's size: "5,1 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  const number = (value: number) =>
    new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1_000_000) return `${number(bytes / 1_000_000)} MB`;
  if (bytes >= 1000) return `${number(bytes / 1000)} KB`;
  return `${bytes} B`;
}

const isPdf = (file: File) => file.type === PDF || (file.type === '' && /\.pdf$/i.test(file.name));
const nameOf = (value: DraftFile) => value.name ?? decodeURIComponent(value.src.split('/').pop() ?? '');

/**
 * The e-book (spec 001 §5, §8): a PDF of at most 5,100,000 bytes, checked here before it is sent ('maxSize' with
 * the maximum and the file's size), then uploaded as the e-book (the API parses it). Shows the file and lets it
 * be replaced or removed.
 */
export function EbookUpload({
  value,
  onChange,
}: {
  value: DraftFile | null;
  onChange(value: DraftFile | null): void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(file, 'pdf', file.name, 'ebook'),
    onSuccess: (uploaded, file) =>
      onChange({ id: uploaded.id, src: uploaded.src, deleted: false, name: file.name, size: uploaded.size }),
    onError: () => setError(wt('ebookFailed')),
  });

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isPdf(file)) {
      setError(wt('ebookNotPdf'));
      return;
    }
    if (file.size > MAX) {
      const message = `${t('maxSize', { max: formatBytes(MAX) })}. ${wt('ebookTooBig', { size: formatBytes(file.size), max: formatBytes(MAX) })}`;
      setError(message);
      notify.error(message);
      return;
    }
    setError(null);
    upload.mutate(file);
  };

  const shown = value && !value.deleted && value.src ? value : null;
  return (
    <Field.Root invalid={error !== null} required>
      <Field.Label htmlFor={inputId}>
        {wt('ebookLabel')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="3" w="full">
        {shown && (
          <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle" data-testid="ebook-file">
            <Text fontWeight="medium" wordBreak="break-all">
              {nameOf(shown)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {shown.size !== undefined ? formatBytes(shown.size) : wt('ebookSaved')} ·{' '}
              <Link href={shown.src} target="_blank" rel="noopener" colorPalette="brand">
                {wt('ebookOpen')}
              </Link>
            </Text>
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          <VisuallyHidden>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept={`${PDF},.pdf`}
              disabled={upload.isPending}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Button
            size="sm"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {shown ? wt('ebookReplace') : wt('ebookChoose')}
          </Button>
          {shown && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={upload.isPending}
              onClick={() => onChange(null)}
            >
              {wt('ebookRemove')}
            </Button>
          )}
        </HStack>
        {upload.isPending && (
          <Progress.Root value={null} size="xs" aria-label={wt('ebookUploading')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
      {error ? (
        <Field.ErrorText role="alert">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {shown ? wt('ebookHint', { max: formatBytes(MAX) }) : wt('ebookRequired')}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
