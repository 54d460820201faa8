// The keyword box of browse jobs. Typing searches once the user pauses (constants.debounceMs);
// Enter or the button searches at once. When the URL changes under it (back button, a cleared
// search) the box follows.
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { constants } from '@generated/manifest';
import { SearchIcon } from '@/components/ui/line-icons';

type Props = {
  value: string | undefined;
  /** A typed search replaces the history entry; a submitted one adds one. */
  onSearch: (keyword: string | undefined, how: { replace: boolean }) => void;
};

export function KeywordSearch({ value, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const typed = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined, { replace: true }), {
    delay: constants.debounceMs,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    typed.cancel();
    onSearch(text.trim() || undefined, { replace: false });
  };

  return (
    <form role="search" aria-label="Jobs" onSubmit={submit}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label="Search jobs by title, skill or company"
          placeholder="Job title, skill or company"
          leftSection={<SearchIcon size={18} />}
          size="md"
          style={{ flex: 1 }}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.currentTarget.value);
            typed(event.currentTarget.value);
          }}
          rightSection={
            text ? (
              <CloseButton
                aria-label="Clear search text"
                onClick={() => {
                  setText('');
                  typed.cancel();
                  onSearch(undefined, { replace: false });
                }}
              />
            ) : null
          }
        />
        <Button type="submit" size="md">
          Search
        </Button>
      </Group>
    </form>
  );
}
