// A list's search box: searches once typing pauses (constants.debounceMs), or at once on Enter;
// follows the URL when it changes underneath (Back button). Keeps what was typed before a
// server-rendered page's script took over (use-keep-typed.ts; nothing to keep on other pages).
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { constants } from '@generated/manifest';
import { SearchIcon } from '@/components/ui/line-icons';
import { ClearTextButton } from './clear-text-button';
import { useSearchText } from './use-search-text';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

type Props = {
  value: string | undefined;
  /** A typed search replaces the history entry; a submitted or cleared one adds one. */
  onSearch: (q: string | undefined, how: { replace: boolean }) => void;
  /** The search landmark's name, e.g. "Companies". */
  name: string;
  /** The field's name, e.g. "Search companies by name". */
  label: string;
  placeholder: string;
  /** The box's width before it grows to fill its row, in pixels. */
  basis: number;
};

export function SearchBox({ value, onSearch, name, label, placeholder, basis }: Props) {
  const [text, setText] = useSearchText(value);
  const formRef = useKeepTypedBeforeHydration<HTMLFormElement>();
  const typed = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined, { replace: true }), {
    delay: constants.debounceMs,
  });
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        typed.cancel();
        onSearch(text.trim() || undefined, { replace: false });
      }}
      style={{ flex: `1 1 ${basis}px` }}
    >
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        leftSection={<SearchIcon size={18} />}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.currentTarget.value);
          typed(event.currentTarget.value);
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
    </form>
  );
}
