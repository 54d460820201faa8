import { describe, expect, it } from 'vitest';
import { isServerRenderedPath } from './pages.ts';

describe('isServerRenderedPath', () => {
  it('renders the public pages a guest arrives on', () => {
    for (const path of [
      '/',
      '/browse-jobs',
      '/browse-jobs/',
      '/job-detail/registered-nurse-sydney',
      '/job-category',
      '/browse-companies',
      '/company-profile',
      '/about-us',
      '/privacy-policy',
      '/p/why-work-here',
      '/journal',
      '/journal/how-we-hire',
    ])
      expect(isServerRenderedPath(path), path).toBe(true);
  });

  it('leaves signed-in areas, forms and unknown paths to the browser', () => {
    for (const path of [
      '/login',
      '/onboarding',
      '/employer/home',
      '/jobsseekers/my-jobs',
      '/admin',
      '/job-detail',
      '/job-detail/a/b',
      '/p/Not_A_Slug',
      '/recommended-jobs',
      '/nowhere',
    ])
      expect(isServerRenderedPath(path), path).toBe(false);
  });
});
