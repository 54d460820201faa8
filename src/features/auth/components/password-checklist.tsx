// The password rule shown as a live checklist under the field, one line per part of the rule,
// so the user sees what is still missing while typing (each line says met or not met in words
// too, not only by colour).
import { t } from '@lingui/core/macro';
import { CheckIcon, Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { MIN_8, UPPER_AND_LOWER } from '@shared/text-patterns.ts';

function parts(): ReadonlyArray<{ label: string; test: (p: string) => boolean }> {
  return [
    { label: t`At least 8 characters`, test: (p) => MIN_8.test(p) },
    { label: t`Upper and lower case letters`, test: (p) => UPPER_AND_LOWER.test(p) },
    { label: t`At least one digit`, test: (p) => /\d/.test(p) },
    { label: t`One of @ $ ^ ~ ! % * # ? &`, test: (p) => /[@$^~!%*#?&]/.test(p) },
  ];
}

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} spacing={4} size="sm" listStyleType="none" aria-label={t`Password requirements`} mt={-4}>
      {parts().map((part) => {
        const met = part.test(password);
        return (
          <List.Item key={part.label}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon
                size={16}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
                aria-hidden
              >
                {met ? (
                  <CheckIcon size={9} />
                ) : (
                  <Text fz={10} lh={1}>
                    •
                  </Text>
                )}
              </ThemeIcon>
              <Text size="sm" c={met ? 'teal.9' : 'dimmed'}>
                {part.label}
                <VisuallyHidden>{met ? t` (met)` : t` (not met yet)`}</VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
