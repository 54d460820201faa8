// Toasts carry a type, success by default (specification §2); success lasts 2000 ms, any other
// type 3000 ms (§9). react-hot-toast is the only toaster.
import hotToast from 'react-hot-toast';
import { constants } from '@generated/manifest';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export function toast(message: string, type: ToastType = 'success'): string {
  const duration = type === 'success' ? constants.toast.successMs : constants.toast.otherMs;
  if (type === 'success') return hotToast.success(message, { duration });
  if (type === 'error') return hotToast.error(message, { duration });
  return hotToast(message, { duration, icon: type === 'warning' ? '⚠️' : 'ℹ️' });
}
