// The applicants search box: the shared list search box, in the words of applicants.
import { t } from '@lingui/core/macro';
import { SearchBox } from '@/components/ui/search-box';

type Props = { value: string | undefined; label: string; onSearch: (q: string | undefined) => void };

export function ApplicantSearchBox({ value, label, onSearch }: Props) {
  return (
    <SearchBox
      value={value}
      onSearch={(q) => onSearch(q)}
      name={t`Applicants`}
      label={label}
      placeholder={t`Search by name, e-mail or headline`}
      basis={240}
    />
  );
}
