// MSW for the resume screens' tests: unhandled requests fail the test, the HTTP seam's failure
// toast is a spy, a candidate is signed in whose plan has the resume builder, its templates and the
// resume parser unless a test says otherwise, and jsdom gets the few browser APIs Mantine's inputs
// use.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetLicenceMapMockHandler } from '@generated/api/payments/payments.msw';
import {
  getUpdateResumeContentMockHandler,
  getUpdateResumeHeaderMockHandler,
} from '@generated/api/resumes/resumes.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { createTestQueryClient, createTestRouter } from '@/test/render';
import { theme } from '@/theme';

export const ORIGIN = 'http://jobs.test';

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
export function envelope<T>(data: T, message = 'Success') {
  return { code: 'SUCCESS' as const, message, data };
}

export function licenceMap(flags: Record<string, boolean>) {
  return getGetLicenceMapMockHandler(envelope({ default: true, ...flags }));
}

export function setupResumeTest() {
  const settings = getGetTenantSettingsResponseMock();
  const server = setupServer(
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: ['default'] } }),
    licenceMap({ resume_builder: true, resume_templates: true, resume_parser: true }),
    // The builder saves what is left when it unmounts, after any test.
    getUpdateResumeHeaderMockHandler(),
    getUpdateResumeContentMockHandler(),
  );
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    setSession('test-token', {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.iyer@example.in',
      role: 'candidate',
      companyName: null,
    });
    configureHttp({ origin: ORIGIN, getToken: () => getSession()?.token, getAdminId: () => null, onFailure });
  });
  afterEach(() => {
    server.resetHandlers();
    clearStoredSession();
  });
  afterAll(() => server.close());
  return { server, onFailure };
}

/**
 * Wide screens (the builder's two columns instead of the phone's tabs), and reduced motion: jsdom
 * never ends a CSS transition, so an accordion panel would stay closed mid-animation.
 */
export function asDesktop() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width') || query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** Like renderWithRouter, with the app's theme honouring reduced motion (see asDesktop). */
export async function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const router = createTestRouter(ui, { path, queryClient });
  await router.load();
  await act(async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  return { router, queryClient };
}
