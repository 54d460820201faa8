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
// would not be the toast a screen loaded by an earlier file calls. One spy for all, forwarding to
// the real toast and cleared after each test.
vi.mock('@/lib/toast/toast', async (importOriginal) => {
  const real = await importOriginal<typeof toastModule>();
  return { ...real, toast: vi.fn(real.toast) };
});
afterEach(() => vi.mocked(toast).mockClear());
