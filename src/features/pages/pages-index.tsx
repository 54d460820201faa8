// /p itself: a ?slug= link (the old way of naming a page) moves to /p/<slug>, and /p alone shows
// the board's home page. The search is read here, in the lazily loaded component, so the route
// adds nothing to the index route's JavaScript.
import { Navigate, useLocation } from '@tanstack/react-router';
import { isPageSlug } from '@shared/pages/paths.ts';
import { BuiltPage } from './page-view';

export function PagesIndex() {
  const slug = (useLocation().search as Record<string, unknown>).slug;
  if (typeof slug === 'string' && isPageSlug(slug)) return <Navigate to="/p/$slug" params={{ slug }} replace />;
  return <BuiltPage slug="home" />;
}
