// The search box of browse companies: searches once typing pauses (constants.debounceMs), or at
// once on Enter; follows the URL when it changes underneath (back button).
import { t } from '@lingui/core/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { constants } from '@generated/manifest';
import { SearchIcon } from '@/components/ui/line-icons';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

type Props = { value: string | undefined; onSearch: (q: string | undefined, how: { replace: boolean }) => void };

export function CompanySearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const formRef = useKeepTypedBeforeHydration<HTMLFormElement>();
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const typed = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined, { replace: true }), {
    delay: constants.debounceMs,
  });
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t`Companies`}
      onSubmit={(event) => {
        event.preventDefault();
        typed.cancel();
        onSearch(text.trim() || undefined, { replace: false });
      }}
      style={{ flex: '1 1 280px' }}
    >
      <TextInput
        aria-label={t`Search companies by name`}
        placeholder={t`Search companies`}
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
                onSearch(undefined, { replace: false });
              }}
            />
          ) : null
        }
      />
    </form>
  );
}
