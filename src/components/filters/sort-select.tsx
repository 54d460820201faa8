// The order of a page of results: a native select labelled "Sort by" on one line with it. Keeps a
// choice made before a server-rendered page's script took over (nothing to keep on other pages).
import { t } from '@lingui/core/macro';
import { NativeSelect } from '@mantine/core';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

type Props<T extends string> = {
  value: T;
  onChange: (sort: T) => void;
  /** Each order's name, in the order they are offered. */
  labels: Record<T, string>;
  /** The select's width in pixels. */
  width: number;
};

export function SortSelect<T extends string>({ value, onChange, labels, width }: Props<T>) {
  const ref = useKeepTypedBeforeHydration<HTMLSelectElement>();
  return (
    <NativeSelect
      ref={ref}
      label={t`Sort by`}
      size="sm"
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap', fontWeight: 500 },
        wrapper: { width },
      }}
      data={Object.entries<string>(labels).map(([value, label]) => ({ value, label }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as T)}
    />
  );
}
