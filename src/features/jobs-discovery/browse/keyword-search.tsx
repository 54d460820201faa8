// The keyword box of browse jobs. Typing searches once the user pauses (constants.debounceMs);
// Enter or the button searches at once. When the URL changes under it (back button, a cleared
// search) the box follows. While typing it suggests places, titles, skills and companies
// (use-suggestions.ts); choosing one searches its whole keyword at once.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Autocomplete, Button, Group, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { constants } from '@generated/manifest';
import { SearchIcon } from '@/components/ui/line-icons';
import { ClearTextButton } from '@/components/ui/clear-text-button';
import { useSearchText } from '@/components/ui/use-search-text';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';
import { useSuggestions } from './use-suggestions';

function kindWords() {
  return { place: t`Place`, title: t`Job title`, skill: t`Skill`, company: t`Company` } as const;
}

type Props = {
  value: string | undefined;
  /** A typed search replaces the history entry; a submitted one adds one. */
  onSearch: (keyword: string | undefined, how: { replace: boolean }) => void;
};

export function KeywordSearch({ value, onSearch }: Props) {
  const [text, setText] = useSearchText(value);
  const formRef = useKeepTypedBeforeHydration<HTMLFormElement>();
  const typed = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined, { replace: true }), {
    delay: constants.debounceMs,
  });

  const suggestions = useSuggestions(text);
  const byKeyword = new Map(suggestions.map((s) => [s.keyword, s]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    typed.cancel();
    onSearch(text.trim() || undefined, { replace: false });
  };

  return (
    // Named and addressed, so a search sent before the page's script has taken over the
    // server-rendered form still searches (the browser sends it as ?q=).
    <form ref={formRef} role="search" aria-label={t`Jobs`} action="/browse-jobs" method="get" onSubmit={submit}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <Autocomplete
          aria-label={t`Search jobs by title, skill or company`}
          name="q"
          placeholder={t`Job title, skill, company or place`}
          leftSection={<SearchIcon size={18} />}
          size="md"
          style={{ flex: 1 }}
          value={text}
          maxLength={100}
          data={[...byKeyword.keys()]}
          // Built when it opens: Mantine keeps a combobox's list mounted (hidden) by default, and
          // mounting it (a portal, a scroll area, the floating position) cost the search page a
          // synchronous re-render right after hydration.
          comboboxProps={{ keepMounted: false }}
          // The server already matched the words; the list is shown as it answered.
          filter={({ options }) => options}
          renderOption={({ option }) => {
            const s = byKeyword.get(option.value);
            return (
              <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
                <Text fz="sm">{s?.label ?? option.value}</Text>
                {s ? (
                  <Text fz="xs" c="dimmed">
                    {kindWords()[s.kind]}
                  </Text>
                ) : null}
              </Group>
            );
          }}
          onChange={(value) => {
            setText(value);
            typed(value);
          }}
          onOptionSubmit={(value) => {
            setText(value);
            typed.cancel();
            onSearch(value.trim() || undefined, { replace: false });
          }}
          rightSection={
            text ? (
              <ClearTextButton
                onClear={() => {
                  setText('');
                  typed.cancel();
                  onSearch(undefined, { replace: false });
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
