import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { LoginChooser } from './login-chooser';

setupAuthTest();

describe('LoginChooser', () => {
  it('leads job seekers and employers to their own login and registration', async () => {
    renderScreens({ '/login': LoginChooser }, '/login');
    expect((await screen.findByRole('link', { name: 'Log in as a job seeker' })).getAttribute('href')).toBe(
      '/jobsseekers/login',
    );
    expect(screen.getByRole('link', { name: 'Log in as an employer' }).getAttribute('href')).toBe('/employer/login');
    const register = screen.getAllByRole('link', { name: 'Create an account' }).map((a) => a.getAttribute('href'));
    expect(register).toEqual(['/jobsseekers/register', '/employer/register']);
  });
});
