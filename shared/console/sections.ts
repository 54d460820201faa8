// The admin console's sections: one list for the console's sidebar, the header's link, the route
// guard and the server's page answer, so a section added here is navigable and guarded at once.
// The console is not in routes.txt (the specification names no admin screens), so it lives here
// rather than in the manifest, which mirrors routes.txt exactly.

export { CONSOLE_ROOT, isConsolePath } from './paths.ts';

export type ConsoleSection = { key: string; label: string; path: string; description: string };

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/admin', description: 'The board at a glance' },
  { key: 'jobs', label: 'Job approvals', path: '/admin/jobs', description: 'Approve or decline jobs' },
  { key: 'accounts', label: 'Accounts', path: '/admin/accounts', description: 'Find, suspend or act as an account' },
  { key: 'reviews', label: 'Reviews', path: '/admin/reviews', description: 'Publish or hide company reviews' },
  { key: 'chat-reports', label: 'Chat reports', path: '/admin/chat-reports', description: 'Moderate reported chats' },
  {
    key: 'contact-messages',
    label: 'Contact messages',
    path: '/admin/contact-messages',
    description: 'Read and answer the contact page’s messages',
  },
  { key: 'pages', label: 'Pages', path: '/admin/pages', description: 'Build the board’s pages from blocks' },
  { key: 'journal', label: 'Journal', path: '/admin/journal', description: 'Write and publish articles' },
  { key: 'appearance', label: 'Branding', path: '/admin/appearance', description: 'Logo, favicon and colours' },
  { key: 'forms', label: 'Forms', path: '/admin/forms', description: 'Fields of the board’s forms' },
  {
    key: 'master-data',
    label: 'Master data',
    path: '/admin/master-data',
    description: 'Options of the board’s dropdowns',
  },
  { key: 'categories', label: 'Categories', path: '/admin/categories', description: 'The board’s job categories' },
  {
    key: 'catalogue',
    label: 'Plans and pricing',
    path: '/admin/catalogue',
    description: 'Plans, top-ups and coupons the board sells',
  },
  { key: 'domains', label: 'Domains', path: '/admin/domains', description: 'The board’s host names' },
  {
    key: 'mail-templates',
    label: 'Mail templates',
    path: '/admin/mail-templates',
    description: 'The wording of the board’s mails',
  },
  {
    key: 'redirects',
    label: 'Redirects',
    path: '/admin/redirects',
    description: 'Send old addresses to where they now live',
  },
  {
    key: 'knock-outs',
    label: 'Knock-outs',
    path: '/admin/knock-outs',
    description: 'When applicants set aside by a knock-out are told',
  },
  { key: 'indexing', label: 'Indexing', path: '/admin/indexing', description: 'Tell search engines of job changes' },
  { key: 'settings', label: 'Settings', path: '/admin/settings', description: 'Mail, analytics and policies' },
  {
    key: 'security',
    label: 'Your sign-in',
    path: '/admin/security',
    description: 'Two-factor sign-in for your account',
  },
  { key: 'audit-log', label: 'Audit log', path: '/admin/audit-log', description: 'Who did what, and when' },
];

/** The section a path belongs to: the longest section path it starts with. */
export function consoleSectionOf(pathname: string): ConsoleSection | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const hits = CONSOLE_SECTIONS.filter((s) => path === s.path || path.startsWith(`${s.path}/`));
  return hits.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}
