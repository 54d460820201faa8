import { useEffect } from 'react';

/**
 * Names the browser tab after what the page shows. The root layout sets the route's generic title
 * in its own effect, which React runs after this one when both render together; the microtask
 * lands after both.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [title]);
}
