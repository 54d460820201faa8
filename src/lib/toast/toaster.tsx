// The toaster, on the page from the first toast on (see toast.ts).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from './toast';

const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
