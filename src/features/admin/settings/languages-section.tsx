// The languages the board offers its readers and its default (docs/localization.md), shown while
// the plan has the `localization` feature (the server refuses the change without it). Each
// language is named in itself, as a reader looks for it; the default is one of those ticked.
import { t } from '@lingui/core/macro';
import { Checkbox, Group, Select } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales.ts';
import { useFeature } from '@/lib/plans/use-feature';
import { SettingsSection, type SectionProps } from './settings-section';

export function LanguagesSection({ values, errors, onChange }: SectionProps) {
  const localization = useFeature('localization');
  if (!localization.allowed) return null;
  const offered = LOCALES.filter((l) => values.languages.includes(l));
  const tick = (ticked: string[]) => {
    const languages = LOCALES.filter((l) => ticked.includes(l));
    // Unticking the default moves it to the first language still offered.
    const keep = languages.includes(values.defaultLanguage);
    onChange({ languages, defaultLanguage: keep ? values.defaultLanguage : (languages[0] ?? values.defaultLanguage) });
  };
  return (
    <SettingsSection
      title={t`Languages`}
      description={t`The languages readers can choose on the board’s pages, and the one they get before they choose.`}
    >
      <Checkbox.Group
        label={t`Languages offered`}
        value={offered}
        onChange={tick}
        error={errors['languages.available']}
      >
        <Group gap="lg" mt="xs">
          {LOCALES.map((locale: Locale) => (
            <Checkbox key={locale} value={locale} label={<span lang={locale}>{LOCALE_NAMES[locale]}</span>} />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label={t`Default language`}
        description={t`For readers whose browser asks for none of the board’s languages.`}
        maw={320}
        allowDeselect={false}
        data={offered.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        value={offered.includes(values.defaultLanguage) ? values.defaultLanguage : null}
        onChange={(v) => {
          if (isLocale(v)) onChange({ defaultLanguage: v });
        }}
        error={errors['languages.default']}
      />
    </SettingsSection>
  );
}
