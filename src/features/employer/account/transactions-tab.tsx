// Tab 5, transactions: the company's payment attempts (order/transaction/list), newest first and
// paged, with the card used and, for succeeded payments on a plan with invoices, a link to the
// invoice (order/invoice answers its PDF's /files/… path, opened in a new tab). A table from
// tablets up, a list of cards on phones. Figures are for the owner and members with the Billing
// permission.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { getInvoice, useListTransactions } from '@generated/api/payments/payments';
import type { PageSize, Transaction, TransactionStatus } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { NoAccess } from '@/components/ui/no-access';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { CardBrandLogo } from '@/lib/card-brands/card-brand-logo';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';

const STATUS: Record<TransactionStatus, { label: MessageDescriptor; color: string }> = {
  1: { label: msg`Success`, color: 'teal' },
  2: { label: msg`Pending`, color: 'yellow' },
  3: { label: msg`Failed`, color: 'red' },
};

export function TransactionsTab({ allowed }: { allowed: boolean }) {
  if (!allowed) return <NoAccess what={t`payments and invoices`} permission={t`Billing`} />;
  return <Transactions />;
}

function Transactions() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(10);
  const list = useListTransactions({ page, limit }, { query: { placeholderData: keepPreviousData } });
  return (
    <QueryView
      query={list}
      errorTitle={t`We could not load your transactions`}
      loading={<LoadingState rows={3} label={t`Loading your transactions…`} />}
      empty={
        <Paper withBorder radius="md">
          <EmptyState
            title={t`No transactions yet`}
            text={t`Payments for plans and top-ups, with their invoices, will be listed here.`}
          />
        </Paper>
      }
    >
      {(res) => (
        <Stack gap="sm">
          <Stack gap="sm" hiddenFrom="sm" role="list" aria-label={t`Transactions`}>
            {res.data.items.map((tx) => (
              <TransactionCard key={tx._id} transaction={tx} />
            ))}
          </Stack>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover aria-label={t`Transactions`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <Trans>Date</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Order no.</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Description</Trans>
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      <Trans>Amount</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Status</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Card</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>
                        <Trans>Invoice</Trans>
                      </VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {res.data.items.map((tx) => (
                    <TransactionRow key={tx._id} transaction={tx} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <PaginationBar
            page={res.data.pagination.page}
            limit={res.data.pagination.limit}
            total={res.data.pagination.total}
            onChange={(next) => {
              setPage(next.page);
              setLimit(next.limit as PageSize);
            }}
          />
        </Stack>
      )}
    </QueryView>
  );
}

function StatusBadge({ status }: { status: TransactionStatus }) {
  const info = STATUS[status];
  return (
    <Badge variant="light" color={info?.color ?? 'gray'} tt="none">
      {info ? textOf(info.label) : t`Unknown`}
    </Badge>
  );
}

function CardUsed({ transaction: tx }: { transaction: Transaction }) {
  const card = tx.paymentMethod;
  if (!card)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <CardBrandLogo brand={card.brand} size={32} />
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <VisuallyHidden>{t`ending in`} </VisuallyHidden>
        <span aria-hidden>•••• </span>
        {card.last4}
      </Text>
    </Group>
  );
}

/** A transaction on a phone, where the seven columns of the table do not fit. */
function TransactionCard({ transaction: tx }: { transaction: Transaction }) {
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={`${tx.orderNo}, ${tx.description}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" fw={600}>
            {tx.description}
          </Text>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatCurrency(tx.amount, tx.currency)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="xs" c="dimmed">
            {formatDate(tx.paidAt ?? tx.createdAt)} · {tx.orderNo}
          </Text>
          <StatusBadge status={tx.status} />
        </Group>
        {tx.status === 3 && tx.failureReason ? (
          <Text fz="xs" c="dimmed">
            {tx.failureReason}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <CardUsed transaction={tx} />
          {tx.invoiceAvailable ? <InvoiceLink transaction={tx} /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function TransactionRow({ transaction: tx }: { transaction: Transaction }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(tx.paidAt ?? tx.createdAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{tx.orderNo}</Table.Td>
      <Table.Td>
        <Text fz="sm">{tx.description}</Text>
        {tx.status === 3 && tx.failureReason ? (
          <Text fz="xs" c="dimmed">
            {tx.failureReason}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(tx.amount, tx.currency)}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={tx.status} />
      </Table.Td>
      <Table.Td>
        <CardUsed transaction={tx} />
      </Table.Td>
      <Table.Td>{tx.invoiceAvailable ? <InvoiceLink transaction={tx} /> : null}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Fetches the invoice and opens its PDF in a new tab; the link stays in the row afterwards, so a
 * blocked pop-up still leaves one click to the file.
 */
function InvoiceLink({ transaction: tx }: { transaction: Transaction }) {
  const invoice = useMutation({
    mutationFn: () => getInvoice({ orderId: tx.orderId }),
    onSuccess: (res) => {
      const uri = res.data?.pdfUri;
      if (uri) window.open(uri, '_blank', 'noopener,noreferrer');
    },
  });
  const uri = invoice.data?.data?.pdfUri;
  if (uri)
    return (
      <Anchor href={uri} target="_blank" rel="noopener noreferrer" fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Trans>
          Open invoice<VisuallyHidden> for {tx.orderNo} (opens in a new tab)</VisuallyHidden>
        </Trans>
      </Anchor>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        loading={invoice.isPending}
        onClick={() => invoice.mutate()}
        aria-label={t`Invoice for ${tx.orderNo}`}
      >
        <Trans>Invoice</Trans>
      </Button>
      {invoice.isError ? (
        <Text fz="xs" c="red.8" role="alert">
          <Trans>The invoice could not be opened.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
