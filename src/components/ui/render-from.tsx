// A part of a page that only wide screens show (Mantine's `visibleFrom`), built only once the
// screen is that wide. On a phone, the server's markup of it stays as it came, hidden by its
// class and never hydrated (React leaves a suspended boundary's server HTML in place), and a page
// the browser renders does not build it at all: the filter sidebar of the browse page is a few
// hundred elements and a dozen selects of work that a phone would spend before it can respond.
// The server renders it always, so a wide screen gets it in the first paint.
import { use, Suspense, type ReactNode } from 'react';
import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';

const waiting = new Map<string, Promise<void>>();

/** Null when the screen matches `query` now, else a promise kept until it does. */
function untilMatches(query: string): Promise<void> | null {
  if (typeof window === 'undefined') return null;
  const media = window.matchMedia(query);
  if (media.matches) return null;
  let wait = waiting.get(query);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const changed = () => {
        if (!media.matches) return;
        media.removeEventListener('change', changed);
        waiting.delete(query);
        resolve();
      };
      media.addEventListener('change', changed);
    });
    waiting.set(query, wait);
  }
  return wait;
}

function WhenWide({ query, children }: { query: string; children: ReactNode }) {
  const wait = untilMatches(query);
  if (wait) use(wait);
  return children;
}

/** `children`, built from the `from` breakpoint up (the same one as the part's `visibleFrom`). */
export function RenderFrom({ from, children }: { from: MantineBreakpoint; children: ReactNode }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
  const query = `(min-width: ${useMantineTheme().breakpoints[from]})`;
  return (
    <Suspense fallback={null}>
      <WhenWide query={query}>{children}</WhenWide>
    </Suspense>
  );
}
