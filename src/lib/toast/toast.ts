// Toasts carry a type, success by default (specification §2); success lasts 2000 ms, any other
// type 3000 ms (§9). react-hot-toast is the only toaster. It loads with the first toast rather
// than with the first page (about 4 kB of the index route's JavaScript), and the toaster mounts
// then too (toaster.tsx); a toast raised before it mounts waits in react-hot-toast's store.
import type * as HotToast from 'react-hot-toast';
// By group, not through `constants`: this module is in every first page's script.
import { toastConstants } from '@generated/manifest';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof HotToast> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was raised yet, so the toaster should be on the page. */
export const toasterWanted = () => wanted;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toast(message: string, type: ToastType = 'success'): void {
  library ??= import('react-hot-toast');
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const duration = type === 'success' ? toastConstants.successMs : toastConstants.otherMs;
  void library.then(({ default: hotToast }) => {
    if (type === 'success') hotToast.success(message, { duration });
    else if (type === 'error') hotToast.error(message, { duration });
    else hotToast(message, { duration, icon: type === 'warning' ? '⚠️' : 'ℹ️' });
  });
}
