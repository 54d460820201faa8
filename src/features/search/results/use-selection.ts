// The cards selected on the page on screen: another search, page or list starts afresh, so an
// action never reaches candidates the employer can no longer see.
import { useState } from 'react';

export type Selection = {
  ids: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  set: (ids: Iterable<string>) => void;
  clear: () => void;
};

export function useSelection(signature: string): Selection {
  const [state, setState] = useState<{ signature: string; ids: Set<string> }>({ signature, ids: new Set() });
  const ids = state.signature === signature ? state.ids : new Set<string>();
  const set = (next: Iterable<string>) => setState({ signature, ids: new Set(next) });
  return {
    ids,
    toggle: (id, on) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      set(next);
    },
    set,
    clear: () => set([]),
  };
}
