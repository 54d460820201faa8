// The page and page size of a console list; a size the contract does not offer falls back to 10,
// and changing a filter goes back to the first page.
import { useCallback, useState } from 'react';
import type { PageSize } from '@generated/api/model';
import type { PageChange } from '@/components/ui/pagination-bar';

const PAGE_SIZES: readonly PageSize[] = [10, 20, 30, 40, 50];
export type Paging = { page: number; limit: PageSize };

export function usePaging(): { paging: Paging; change: (next: PageChange) => void; first: () => void } {
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: 10 });
  const change = useCallback((next: PageChange) => {
    setPaging({ page: Math.max(1, next.page), limit: PAGE_SIZES.find((n) => n === next.limit) ?? 10 });
  }, []);
  const first = useCallback(() => setPaging((p) => ({ ...p, page: 1 })), []);
  return { paging, change, first };
}
