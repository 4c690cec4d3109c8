import { formatDocument, type Receipt } from '@atalho/sdk/schemas/receipts';
import {
  AppDialog,
  CardsSkeleton,
  formatBRL,
  formatDate,
  formatDateTime,
  LoadError,
  Pagination,
  planLabel,
} from '@atalho/ui';
import { Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useReceipts } from '../hooks/useReceipts';
import { t } from '../i18n';
import { cardLabel } from '../lib/cards';

/** "Plano Profissional (mensal)", "Créditos para SMS". */
export function receiptItemLabel(receipt: Receipt): string {
  if (receipt.purpose === 'credits' || !receipt.subscriptionPlan) return t('receiptItemCredits');
  const plan = planLabel(receipt.subscriptionPlan.name);
  return receipt.interval
    ? t('receiptItemPlanPeriod', { plan, period: t(`receiptPeriod_${receipt.interval}`) })
    : t('receiptItemPlan', { plan });
}

function ReceiptDialog({ receipt, onClose }: { receipt: Receipt; onClose(): void }) {
  const { issuer } = receipt;
  const rows: [string, ReactNode][] = [
    [t('receiptDate'), formatDateTime(receipt.issuedAt)],
    [t('receiptItem'), receiptItemLabel(receipt)],
    [t('receiptAmount'), formatBRL(receipt.amount)],
    [t('receiptCard'), receipt.card ? cardLabel(receipt.card) : '—'],
    [t('receiptPayer'), `${receipt.payer.name} · ${formatDocument(receipt.payer.document)}`],
    [
      t('receiptIssuer'),
      [
        issuer.name,
        issuer.document && t('receiptIssuerDocument', { document: formatDocument(issuer.document) }),
        issuer.address,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  ];
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('receiptTitle', { number: receipt.id })}
      footer={<Button onClick={onClose}>{t('dialogClose')}</Button>}
    >
      <DataList.Root orientation="horizontal" size="md" data-testid="receipt-details">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </AppDialog>
  );
}

function ReceiptRow({ receipt, onView }: { receipt: Receipt; onView(receipt: Receipt): void }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" data-testid={`receipt-${receipt.id}`}>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium">
            {receiptItemLabel(receipt)} · {formatBRL(receipt.amount)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDate(receipt.issuedAt)}
            {receipt.card && ` · ${cardLabel(receipt.card)}`}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(receipt)}
          aria-label={`${t('receiptsView')}: ${t('receiptTitle', { number: receipt.id })}`}
        >
          {t('receiptsView')}
        </Button>
      </HStack>
    </Box>
  );
}

/** The receipts (issue 35 item 4): one per paid charge, newest first; each opens with payer, card and company. */
export function ReceiptsSection() {
  const [page, setPage] = useState(0);
  const receipts = useReceipts(page);
  const [viewing, setViewing] = useState<Receipt | null>(null);
  let body: ReactNode;
  if (receipts.isPending) body = <CardsSkeleton rows={1} />;
  else if (receipts.isError)
    body = (
      <LoadError message={t('receiptsLoadError')} retryLabel={t('plansRetry')} onRetry={receipts.refetch} />
    );
  else if (receipts.data.empty && page === 0) body = <Text color="fg.muted">{t('receiptsEmpty')}</Text>;
  else
    body = (
      <>
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('receiptsTitle')}>
          {receipts.data.content.map((receipt) => (
            <ReceiptRow key={receipt.id} receipt={receipt} onView={setViewing} />
          ))}
        </Stack>
        {receipts.data.totalPages > 1 && (
          <Pagination page={page} totalPages={receipts.data.totalPages} onPageChange={setPage} />
        )}
      </>
    );
  return (
    <Stack as="section" gap="3" mt="8" aria-labelledby="receipts-title">
      <Heading as="h2" size="md" id="receipts-title">
        {t('receiptsTitle')}
      </Heading>
      {body}
      {viewing && <ReceiptDialog receipt={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
