// The applicants search box: searches once typing pauses (constants.debounceMs), or at once on
// Enter; follows the URL when it changes underneath (Back button).
import { t } from '@lingui/core/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { constants } from '@generated/manifest';
import { SearchIcon } from '@/components/ui/line-icons';

type Props = { value: string | undefined; label: string; onSearch: (q: string | undefined) => void };

export function ApplicantSearchBox({ value, label, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const typed = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), {
    delay: constants.debounceMs,
  });
  return (
    <form
      role="search"
      aria-label={t`Applicants`}
      onSubmit={(event) => {
        event.preventDefault();
        typed.cancel();
        onSearch(text.trim() || undefined);
      }}
      style={{ flex: '1 1 240px' }}
    >
      <TextInput
        aria-label={label}
        placeholder={t`Search by name, e-mail or headline`}
        leftSection={<SearchIcon size={18} />}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.currentTarget.value);
          typed(event.currentTarget.value);
        }}
        rightSection={
          text ? (
            <CloseButton
              aria-label={t`Clear search text`}
              onClick={() => {
                setText('');
                typed.cancel();
                onSearch(undefined);
              }}
            />
          ) : null
        }
      />
    </form>
  );
}
