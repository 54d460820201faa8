// The reader's choice of language (docs/localization.md), on boards that offer more than one:
// the choice goes into a cookie the server reads for every page (its render, its language, the
// boot record) and the page loads again in that language. A lazy chunk: boards in one language,
// and so most first pages, never load it.
import { t } from '@lingui/core/macro';
import { Button, Menu } from '@mantine/core';
import { LOCALE_COOKIE, LOCALE_NAMES, type Locale } from '@shared/i18n/locales.ts';
import { pageLocale } from '@/lib/i18n/i18n';

const A_YEAR = 60 * 60 * 24 * 365;

export function chooseLocale(locale: Locale): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not a text
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${A_YEAR}; samesite=lax`;
  window.location.reload();
}

export default function LanguageMenu({ locales }: { locales: readonly Locale[] }) {
  const current = pageLocale();
  const name = LOCALE_NAMES[current];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-md" px="xs" aria-label={t`Language: ${name}`} title={t`Language`}>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            fw={locale === current ? 600 : undefined}
            onClick={() => (locale === current ? undefined : chooseLocale(locale))}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The languages as links of the phone's menu panel, where the header has no room for the menu. */
export function LanguageLinks({ locales, className }: { locales: readonly Locale[]; className: string }) {
  const current = pageLocale();
  return (
    <div role="group" aria-label={t`Language`}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={className}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => (locale === current ? undefined : chooseLocale(locale))}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
