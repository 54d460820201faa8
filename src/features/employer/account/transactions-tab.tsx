// Tab 5, transactions: the company's payment attempts (order/transaction/list), newest first and
// paged, with the card used and, for succeeded payments on a plan with invoices, a link to the
// invoice (order/invoice answers its PDF's /files/… path, opened in a new tab). A table from
// tablets up, a list of cards on phones. Figures are for the owner and members with the Billing
// permission.
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

const STATUS: Record<TransactionStatus, { label: string; color: string }> = {
  1: { label: 'Success', color: 'teal' },
  2: { label: 'Pending', color: 'yellow' },
  3: { label: 'Failed', color: 'red' },
};

export function TransactionsTab({ allowed }: { allowed: boolean }) {
  if (!allowed) return <NoAccess what="payments and invoices" permission="Billing" />;
  return <Transactions />;
}

function Transactions() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(10);
  const list = useListTransactions({ page, limit }, { query: { placeholderData: keepPreviousData } });
  return (
    <QueryView
      query={list}
      errorTitle="We could not load your transactions"
      loading={<LoadingState rows={3} label="Loading your transactions…" />}
      empty={
        <Paper withBorder radius="md">
          <EmptyState
            title="No transactions yet"
            text="Payments for plans and top-ups, with their invoices, will be listed here."
          />
        </Paper>
      }
    >
      {(res) => (
        <Stack gap="sm">
          <Stack gap="sm" hiddenFrom="sm" role="list" aria-label="Transactions">
            {res.data.items.map((t) => (
              <TransactionCard key={t._id} transaction={t} />
            ))}
          </Stack>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Transactions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Order no.</Table.Th>
                    <Table.Th scope="col">Description</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Amount
                    </Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Card</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Invoice</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {res.data.items.map((t) => (
                    <TransactionRow key={t._id} transaction={t} />
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
  const info = STATUS[status] ?? { label: 'Unknown', color: 'gray' };
  return (
    <Badge variant="light" color={info.color} tt="none">
      {info.label}
    </Badge>
  );
}

function CardUsed({ transaction: t }: { transaction: Transaction }) {
  const card = t.paymentMethod;
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
        <VisuallyHidden>ending in </VisuallyHidden>
        <span aria-hidden>•••• </span>
        {card.last4}
      </Text>
    </Group>
  );
}

/** A transaction on a phone, where the seven columns of the table do not fit. */
function TransactionCard({ transaction: t }: { transaction: Transaction }) {
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={`${t.orderNo}, ${t.description}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" fw={600}>
            {t.description}
          </Text>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatCurrency(t.amount, t.currency)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="xs" c="dimmed">
            {formatDate(t.paidAt ?? t.createdAt)} · {t.orderNo}
          </Text>
          <StatusBadge status={t.status} />
        </Group>
        {t.status === 3 && t.failureReason ? (
          <Text fz="xs" c="dimmed">
            {t.failureReason}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <CardUsed transaction={t} />
          {t.invoiceAvailable ? <InvoiceLink transaction={t} /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.paidAt ?? t.createdAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t.orderNo}</Table.Td>
      <Table.Td>
        <Text fz="sm">{t.description}</Text>
        {t.status === 3 && t.failureReason ? (
          <Text fz="xs" c="dimmed">
            {t.failureReason}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(t.amount, t.currency)}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={t.status} />
      </Table.Td>
      <Table.Td>
        <CardUsed transaction={t} />
      </Table.Td>
      <Table.Td>{t.invoiceAvailable ? <InvoiceLink transaction={t} /> : null}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Fetches the invoice and opens its PDF in a new tab; the link stays in the row afterwards, so a
 * blocked pop-up still leaves one click to the file.
 */
function InvoiceLink({ transaction: t }: { transaction: Transaction }) {
  const invoice = useMutation({
    mutationFn: () => getInvoice({ orderId: t.orderId }),
    onSuccess: (res) => {
      const uri = res.data?.pdfUri;
      if (uri) window.open(uri, '_blank', 'noopener,noreferrer');
    },
  });
  const uri = invoice.data?.data?.pdfUri;
  if (uri)
    return (
      <Anchor href={uri} target="_blank" rel="noopener noreferrer" fz="sm" style={{ whiteSpace: 'nowrap' }}>
        Open invoice<VisuallyHidden> for {t.orderNo} (opens in a new tab)</VisuallyHidden>
      </Anchor>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        loading={invoice.isPending}
        onClick={() => invoice.mutate()}
        aria-label={`Invoice for ${t.orderNo}`}
      >
        Invoice
      </Button>
      {invoice.isError ? (
        <Text fz="xs" c="red.8" role="alert">
          The invoice could not be opened.
        </Text>
      ) : null}
    </Stack>
  );
}
