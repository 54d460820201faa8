// Tabs 4 and 5, reviews and transactions: company reviews and the payments history are built with
// the reviews and pricing work (their calls answer 501 today), so the tabs say so plainly.
import { Paper } from '@mantine/core';
import { EmptyState } from '@/components/ui/empty-state';

export function ReviewsTab() {
  return (
    <Paper withBorder radius="md">
      <EmptyState
        title="Company reviews are not available yet"
        text="Reviews that candidates write about your company will be listed here, with your replies, once reviews are switched on for this board."
      />
    </Paper>
  );
}

export function TransactionsTab() {
  return (
    <Paper withBorder radius="md">
      <EmptyState
        title="No transactions to show"
        text="Plans and billing arrive with the pricing work. Your payments and invoices will be listed here then."
      />
    </Paper>
  );
}
