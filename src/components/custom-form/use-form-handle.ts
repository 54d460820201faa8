// A parent's handle on a lazily loaded form, and whether the form has loaded. A button that
// validates the form ("Next", "Send") shows as loading until then: clicked earlier it could only
// do nothing (no field can have been answered, and no message can be shown), which looks broken.
import { useCallback, useRef, useState } from 'react';
import type { CustomFormHandle } from './types';

export function useCustomFormHandle() {
  const handle = useRef<CustomFormHandle | null>(null);
  const [ready, setReady] = useState(false);
  // Only the first attach changes state: the handle is replaced whenever the form's values change,
  // and a state change on every replacement would re-render the parent for nothing.
  const attach = useCallback((h: CustomFormHandle | null) => {
    handle.current = h;
    if (h) setReady(true);
  }, []);
  return { attach, handle, ready };
}
