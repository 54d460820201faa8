// jsdom lacks APIs that Mantine and the router use; tests get minimal stand-ins.
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as toastModule from '@/lib/toast/toast';
import { toast } from '@/lib/toast/toast';

// findBy and waitFor wait for what a user would see; testing-library's default of 1 s was shorter
// than the first render of a lazy screen on the gate's machine when it ran twice as slow (a CI
// run's chat page test, 'Unable to find role="log"'). Each test is still bounded by its own
// time limit (vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

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
// Mantine's autosizing Textarea listens to font loading, which jsdom does not implement. Here once
// for every file: the files share one window (isolate: false), so a stand-in made by one test file
// would decide whether another's screens render.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    configurable: true,
  });
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
