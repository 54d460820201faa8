// The password rule (shared/text-patterns.ts) shown as it is met, so nobody has to guess it.
import { t } from '@lingui/core/macro';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { MIN_8, UPPER_AND_LOWER } from '@shared/text-patterns.ts';

function rules(): Array<{ label: string; test: (v: string) => boolean }> {
  return [
    { label: t`At least 8 characters`, test: (v) => MIN_8.test(v) },
    { label: t`Upper and lower case letters`, test: (v) => UPPER_AND_LOWER.test(v) },
    { label: t`A digit`, test: (v) => /\d/.test(v) },
    { label: t`One of @ $ ^ ~ ! % * # ? &`, test: (v) => /[@$^~!%*#?&]/.test(v) },
  ];
}

export function PasswordChecklist({ value, id }: { value: string; id: string }) {
  return (
    <List id={id} spacing={2} size="xs" mt={6} center aria-label={t`Password requirements`}>
      {rules().map((rule) => {
        const met = rule.test(value);
        return (
          <List.Item
            key={rule.label}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
                aria-hidden
              >
                <Text fz={10} fw={700} lh={1}>
                  {met ? '✓' : '•'}
                </Text>
              </ThemeIcon>
            }
          >
            <Text span size="xs" c={met ? 'teal.9' : 'dimmed'}>
              {rule.label}
              <VisuallyHidden>{met ? t` (met)` : t` (not met yet)`}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
