// The board's own synonym groups for job search, beside the built-in list: each group is words a
// search treats as one ("forklift driver", "reach truck operator"). A term is typed and Enter (or a
// comma) adds it; a group can be removed whole.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { MAX_SYNONYM_GROUPS, MAX_SYNONYM_TERMS } from './settings-form';
import { SettingsSection, type SectionProps } from './settings-section';

export function SearchSection({ values, errors, onChange }: SectionProps) {
  const groups = values.synonyms;
  const set = (next: string[][]) => onChange({ synonyms: next });
  return (
    <SettingsSection
      title={t`Search`}
      description={t`Words your job search treats as one, added to the built-in list (RN, CFO, HR, UX, ML, JS, QA, SRE, PM and their long forms). A search for any word of a group also finds jobs holding the others; a word you put in a group leaves its built-in one.`}
    >
      {groups.length ? (
        <Stack gap="sm">
          {groups.map((terms, i) => (
            <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
              <TagsInput
                style={{ flex: 1, minWidth: 0 }}
                label={t`Synonym group ${i + 1}`}
                description={i === 0 ? t`Type a word or phrase and press Enter; English` : undefined}
                placeholder={terms.length ? undefined : t`forklift driver, reach truck operator`}
                value={terms}
                onChange={(next) => set(groups.map((g, j) => (j === i ? next : g)))}
                splitChars={[',']}
                maxTags={MAX_SYNONYM_TERMS}
                acceptValueOnBlur
                error={errors[`synonyms.${i}`]}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={t`Remove synonym group ${i + 1}`}
                onClick={() => set(groups.filter((_, j) => j !== i))}
                mb={errors[`synonyms.${i}`] ? 24 : 0}
              >
                <Trans>Remove</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          <Trans>No groups of your own yet: the built-in list is used.</Trans>
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={() => set([...groups, []])} disabled={groups.length >= MAX_SYNONYM_GROUPS}>
          <Trans>Add a synonym group</Trans>
        </Button>
      </Group>
    </SettingsSection>
  );
}
