import { Toaster } from 'react-hot-toast';
import { constants } from '@generated/manifest';

/** Top-right, at least 250 px wide, radius 8 px (specification §9). */
export function ToasterView() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        style: { minWidth: constants.toast.minWidthPx, borderRadius: constants.toast.radiusPx },
        success: { duration: constants.toast.successMs },
        error: { duration: constants.toast.otherMs },
      }}
    />
  );
}
