// The frame of every screen: header with the tenant's brand and the area's navigation (from the
// manifest's nav keys), a menu panel on phones, the page, and a footer on public pages.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Anchor, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { nav, type Area, type NavKey } from '@generated/manifest';
import { useNavAllowed } from '@/lib/session/employer-permissions';
import { CONSOLE_ROOT, isConsolePath } from '@/lib/routing/console-path';
import { homeOf, useSession } from '@/lib/session/session';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { boardBoot } from '@/lib/branding/board-boot';
import { textOf } from '@/lib/i18n/i18n';
import { consentPolicyOf } from '@/lib/consent/consent-policy';
import { setConsentPreferencesOpen } from '@/lib/consent/consent-store';
import { ConsentGate } from '../consent/consent-gate';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { NAV_LABELS } from './nav-labels';
import { PoweredBy } from './powered-by';
import { UserMenu } from './user-menu';

type Item = { key: string; label: string | MessageDescriptor; route: string };

const PUBLIC_NAV: Item[] = [
  { key: 'browse-jobs', label: msg`Browse jobs`, route: '/browse-jobs' },
  { key: 'companies', label: msg`Companies`, route: '/browse-companies' },
  { key: 'categories', label: msg`Categories`, route: '/job-category' },
  { key: 'employers', label: msg`For employers`, route: '/employer-pricing-plans' },
];

// An admin browses the board as a guest would, with the console one click away.
const ADMIN_NAV: Item[] = [{ key: 'console', label: msg`Console`, route: CONSOLE_ROOT }, ...PUBLIC_NAV];

// Only an admin acting for an account sees it: its code loads then, not with every first page.
const ActingBanner = lazy(() => import('./acting-banner').then((m) => ({ default: m.ActingBanner })));
const LanguageLinks = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageLinks })));

/** A manifest item with its label as a message of the catalogue. */
function translated(item: { key: NavKey; label: string; route: string }): Item {
  return { ...item, label: NAV_LABELS[item.key] };
}

/** Signed-in users get their role's navigation everywhere; guests always get the public one. */
function itemsFor(role: string | undefined): readonly Item[] {
  if (role === 'employer') return nav.employer.map(translated);
  if (role === 'candidate') return nav.candidate.map(translated);
  if (role === 'admin') return ADMIN_NAV;
  return PUBLIC_NAV;
}

export function AppLayout({ area, navKey, children }: { area: Area; navKey: NavKey | null; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A team member sees only the items their permissions allow (once employer/view is known).
  const allowed = useNavAllowed(session?.user.role === 'employer');
  const items = itemsFor(session?.user.role).filter((item) => allowed(item.key));
  const active = (item: Item) =>
    item.key === navKey || pathname === item.route || (item.route === CONSOLE_ROOT && isConsolePath(pathname));
  const role = session?.user.role;
  const home = role === 'employer' || role === 'admin' ? homeOf(role) : '/';
  const locales = boardBoot()?.locales ?? [];
  // Escape closes the phone menu, as it closes any panel that covers the page.
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, close]);

  return (
    <>
      {/* First in the page's order, so a keyboard meets the consent banner before the page. */}
      <ConsentGate />
      <header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={t`Open navigation`}
                aria-expanded={opened}
                aria-controls={opened ? 'phone-menu' : undefined}
              />
              <Brand to={home} />
              <Group gap={4} visibleFrom="md" component="nav" aria-label={t`Main`}>
                {items.map((item) => (
                  <Anchor
                    key={item.key}
                    component={Link}
                    to={item.route}
                    px="sm"
                    py={6}
                    fw={active(item) ? 600 : 500}
                    c={active(item) ? 'brand.8' : 'dark.6'}
                    underline="never"
                    aria-current={active(item) ? 'page' : undefined}
                  >
                    {textOf(item.label)}
                  </Anchor>
                ))}
              </Group>
            </Group>
            <UserMenu area={area} />
          </Group>
        </Container>
      </header>
      {opened ? (
        // Built only while open: nothing of it is in the server's page or hydrated.
        <nav id="phone-menu" className={classes.menu} aria-label={t`Main`}>
          {items.map((item) => (
            <Link
              key={item.key}
              to={item.route}
              className={classes.menuLink}
              aria-current={active(item) ? 'page' : undefined}
              onClick={close}
            >
              {textOf(item.label)}
            </Link>
          ))}
          {locales.length > 1 ? (
            <Suspense fallback={null}>
              <LanguageLinks locales={locales} className={classes.menuLink ?? ''} />
            </Suspense>
          ) : null}
        </nav>
      ) : null}
      <div className={classes.page}>
        {session?.admin ? (
          <Suspense fallback={null}>
            <ActingBanner />
          </Suspense>
        ) : null}
        {/* At least a screen tall: the footer starts below the fold, so a page whose content
            arrives after its first paint does not push it down the screen (layout shift). */}
        <main id="main" style={area === 'public' ? { minHeight: '100dvh' } : undefined}>
          {children}
        </main>
        {area === 'public' && <Footer />}
      </div>
    </>
  );
}

function Footer() {
  const settings = useTenantSettingsOnFirstPage().data?.data;
  const board = settings?.name ?? boardBoot()?.name ?? '';
  // Where the board asks before tracking, the visitor can change their choice from every page
  // (docs/consent.md). From the settings the server rendered with, so both sides agree.
  const asksConsent = consentPolicyOf(settings).needed;
  const links: Array<[string, string]> = [
    ['/about-us', t`About us`],
    ['/contact-us', t`Contact`],
    ['/privacy-policy', t`Privacy policy`],
    ['/terms-of-use', t`Terms of use`],
    ['/sitemap', t`Sitemap`],
  ];
  return (
    <footer>
      <Container size="xl" py="xl">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {board}
            <PoweredBy credit={settings?.poweredBy ?? null} />
          </Text>
          <Group gap="md" component="nav" aria-label={t`Footer`}>
            {links.map(([to, label]) => (
              <Anchor key={to} component={Link} to={to} size="sm" c="dimmed">
                {label}
              </Anchor>
            ))}
            {asksConsent ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="dimmed"
                onClick={() => setConsentPreferencesOpen(true)}
              >
                <Trans>Cookie preferences</Trans>
              </Anchor>
            ) : null}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
