// Keeps what a person typed into a server-rendered form before hydration (typed-before-hydration.ts).
import { useEffect, useRef, type RefObject } from 'react';
import { replayTypedBeforeHydration } from './typed-before-hydration';

/**
 * A ref for the form (or the field) whose fields the server may have rendered. A passive effect,
 * not a layout one: it runs after the fields' own mount effects (Mantine's Select resets its search
 * text in one), and React runs it before any later render could write stale state over the DOM.
 */
export function useKeepTypedBeforeHydration<T extends Element>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) replayTypedBeforeHydration(ref.current);
  }, []);
  return ref;
}
