// jsdom has no screen: the setup's matchMedia matches nothing. A test of a screen whose parts are
// built only from a width up (components/ui/render-from.tsx) sets the width it means, and can
// change it as a rotated phone would.
import { vi } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/** Sets the screen's width in px (1rem = 16px); returns a function that changes it later. */
export function screenWidth(px: number): (next: number) => void {
  let width = px;
  const lists: Array<{ list: MediaQueryList; listeners: Set<Listener> }> = [];
  const matches = (query: string) => {
    const found = /\(min-width:\s*([\d.]+)(em|rem|px)\)/.exec(query);
    if (!found) return false;
    const size = Number(found[1]) * (found[2] === 'px' ? 1 : 16);
    return width >= size;
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const listeners = new Set<Listener>();
    const list = {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: (l: Listener) => listeners.add(l),
      removeListener: (l: Listener) => listeners.delete(l),
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
    lists.push({ list, listeners });
    return list;
  });
  return (next: number) => {
    width = next;
    for (const { list, listeners } of lists)
      for (const l of [...listeners]) l({ matches: list.matches, media: list.media } as MediaQueryListEvent);
  };
}
