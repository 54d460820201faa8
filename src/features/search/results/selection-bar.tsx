// The bar above a page of candidates: the shared selection bar, in the words of candidates.
import { t } from '@lingui/core/macro';
import type { ComponentProps } from 'react';
import { SelectionBar as Bar } from '@/components/ui/selection-bar';

type Props = Omit<ComponentProps<typeof Bar>, 'selectPageLabel' | 'hint' | 'selectedLabel'>;

export function SelectionBar(props: Props) {
  const { selectedCount } = props;
  return (
    <Bar
      {...props}
      selectPageLabel={t`Select all candidates on this page`}
      hint={t`Select candidates to act on them together`}
      selectedLabel={t`${selectedCount} selected`}
    />
  );
}
