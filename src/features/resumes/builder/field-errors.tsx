// Which error each input of the builder shows. The contract's rules are checked on every edit,
// but a field only says so once it has been left (or a download asked for everything to be
// right), so a new, still empty entry is not red from the start; the server's errors show at once
// and go when the field is edited.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { FieldErrors } from '../model/validate';

type FieldErrorsValue = {
  errorOf: (path: string) => string | undefined;
  /** The field was left, or edited after the server refused it. */
  touch: (path: string) => void;
  edited: (path: string) => void;
  /** Whether any error under this prefix is shown (for a section's "needs attention" mark). */
  hasErrorUnder: (prefix: string) => boolean;
};

const Context = createContext<FieldErrorsValue | null>(null);

type Props = {
  client: FieldErrors;
  server: FieldErrors;
  showAll: boolean;
  onEdited: (path: string) => void;
  children: ReactNode;
};

export function FieldErrorsProvider({ client, server, showAll, onEdited, children }: Props) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((path: string) => setTouched((all) => (all.has(path) ? all : new Set(all).add(path))), []);
  const value = useMemo<FieldErrorsValue>(() => {
    const errorOf = (path: string) => server[path] ?? (showAll || touched.has(path) ? client[path] : undefined);
    return {
      errorOf,
      touch,
      edited: onEdited,
      hasErrorUnder: (prefix) =>
        [...Object.keys(server), ...Object.keys(client)].some(
          (p) => (p === prefix || p.startsWith(`${prefix}.`)) && errorOf(p) !== undefined,
        ),
    };
  }, [client, server, showAll, touched, touch, onEdited]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useFieldErrors(): FieldErrorsValue {
  const value = useContext(Context);
  if (!value) throw new Error('useFieldErrors is used inside FieldErrorsProvider');
  return value;
}

/** The props an input needs to show its error and report that it was left or edited. */
export function useFieldError(path: string) {
  const { errorOf, touch, edited } = useFieldErrors();
  return { error: errorOf(path), onBlur: () => touch(path), onEdit: () => edited(path) };
}
