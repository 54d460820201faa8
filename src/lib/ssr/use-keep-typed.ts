// Keeps what a person typed into a server-rendered form before hydration (typed-before-hydration.ts).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { replayBeforeStateIsRead, replayTypedBeforeHydration } from './typed-before-hydration';

/**
 * A ref for the form (or the field) whose fields the server may have rendered. The replay is a
 * passive effect, not a layout one: it runs after the fields' own mount effects (Mantine's Select
 * resets its search text in one), and React runs it before any later render could write stale
 * state over the DOM.
 *
 * A passive effect of hydration runs in a later task than its commit, though, and a click can come
 * in between: the home page's search then navigated with the server's empty keyword while the box
 * showed the typed one (one gate run in several, at 6x CPU). So from the commit on, an event that
 * reads state replays first, in its capture phase, and renders the replayed state synchronously;
 * React's own handler (at the root, in the bubble phase) then reads the typed values.
 */
export function useKeepTypedBeforeHydration<T extends Element>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const stopEarly = useRef(() => {});
  useLayoutEffect(() => {
    if (!ref.current) return;
    stopEarly.current = replayBeforeStateIsRead(ref.current);
    return stopEarly.current;
  }, []);
  useEffect(() => {
    stopEarly.current();
    if (ref.current) replayTypedBeforeHydration(ref.current);
  }, []);
  return ref;
}
