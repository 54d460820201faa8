// Tab 4, reviews: company reviews are built with the reviews work (their calls answer 501 today),
// so the tab says so plainly. Tab 5, transactions, has its own file (transactions-tab.tsx).
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
