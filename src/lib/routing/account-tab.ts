// The seven tab routes of the employer account (/employer/profile/my-team ...) open the one
// account page at /employer/profile?tab=N. A redirect before loading, instead of a page chunk per
// tab route, keeps the index route's entry chunk from listing seven copies of the page's
// preloads (docs/employer-account.md).
import { redirect } from '@tanstack/react-router';

export function toAccountTab(tab: number): () => never {
  return () => {
    throw redirect({ to: '/employer/profile', search: { tab }, replace: true });
  };
}
