// jsdom lacks APIs that Mantine and the router use; tests get minimal stand-ins.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type * as toastModule from '@/lib/toast/toast';
import { toast } from '@/lib/toast/toast';

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// Every web test shares one module registry (isolate: false), so a toast spy made in one file
// would not be the toast a screen loaded by an earlier file calls; and the mock factory below runs
// again for each file. So there is one spy for the whole run, kept on globalThis, forwarding to
// the real toast and cleared after each test.
type ToastSpy = ReturnType<typeof vi.fn<typeof toastModule.toast>>;
vi.mock('@/lib/toast/toast', async (importOriginal) => {
  const real = await importOriginal<typeof toastModule>();
  const shared = globalThis as { __toastSpy?: ToastSpy };
  shared.__toastSpy ??= vi.fn(real.toast);
  return { ...real, toast: shared.__toastSpy };
});
afterEach(() => vi.mocked(toast).mockClear());
