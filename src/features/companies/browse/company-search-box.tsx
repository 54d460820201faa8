// The search box of browse companies: the shared list search box, in the words of companies.
import { t } from '@lingui/core/macro';
import { SearchBox } from '@/components/ui/search-box';

type Props = { value: string | undefined; onSearch: (q: string | undefined, how: { replace: boolean }) => void };

export function CompanySearchBox({ value, onSearch }: Props) {
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      name={t`Companies`}
      label={t`Search companies by name`}
      placeholder={t`Search companies`}
      basis={280}
    />
  );
}
