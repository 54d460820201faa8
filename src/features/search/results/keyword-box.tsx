// The keyword box: searches on Enter or the button (a search costs the server a full-text query,
// so typing alone does not run one). Follows the URL when it changes underneath (Back button).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { SearchIcon } from '@/components/ui/line-icons';
import { ClearTextButton } from '@/components/ui/clear-text-button';
import { useSearchText } from '@/components/ui/use-search-text';

type Props = { value: string | undefined; onSearch: (keyword: string | undefined) => void };

export function KeywordBox({ value, onSearch }: Props) {
  const [text, setText] = useSearchText(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form role="search" aria-label={t`Candidates`} onSubmit={submit}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label={t`Search candidates by skill, title, company or education`}
          placeholder={t`Skill, title, company or education`}
          leftSection={<SearchIcon size={18} />}
          size="md"
          style={{ flex: 1, minWidth: 0 }}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={
            text ? (
              <ClearTextButton
                onClear={() => {
                  setText('');
                  onSearch(undefined);
                }}
              />
            ) : null
          }
        />
        <Button type="submit" size="md">
          <Trans>Search</Trans>
        </Button>
      </Group>
    </form>
  );
}
