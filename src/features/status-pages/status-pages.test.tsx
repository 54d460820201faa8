import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientNotFoundPage } from './client-not-found-page';
import { NotFoundPage } from './not-found-page';
import { safeReturnPath } from './safe-return-path';
import { ServiceUnavailablePage } from './service-unavailable-page';
import { renderPage } from './test-utils';

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('status pages', () => {
  it('client not found names the address, explains it and links to creating a board', async () => {
    await renderPage(() => <ClientNotFoundPage hostname="typo.jobboard.example" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'There is no job board at this address' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('typo.jobboard.example')).toBeTruthy();
    expect(href('Create a job board')).toBe('/onboarding');
    expect(href('contact us')).toBe('/contact-us');
  });

  it('503 retries the page the visitor wanted, or the home page', async () => {
    const reload = vi.fn();
    const { unmount } = await renderPage(() => <ServiceUnavailablePage from="/browse-jobs?page=2" reload={reload} />);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledWith('/browse-jobs?page=2');
    unmount();

    await renderPage(() => <ServiceUnavailablePage reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenLastCalledWith('/');
  });

  it('404 offers the ways back into the site', async () => {
    await renderPage(() => <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy();
    expect(href('Browse jobs')).toBe('/browse-jobs');
    expect(href('Go to the home page')).toBe('/');
  });

  it('only returns to paths of this site, never to another origin or back to /503', () => {
    expect(safeReturnPath('/employer/home?tab=1')).toBe('/employer/home?tab=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/503', '/503?from=/', 'jobs', 42])
      expect(safeReturnPath(bad)).toBeUndefined();
  });
});
