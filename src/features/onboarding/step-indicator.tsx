// Where the visitor is in the three onboarding steps; the current one is announced as such.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';

function steps() {
  return [t`Your details`, t`Verify e-mail`, t`Set up`] as const;
}

export function StepIndicator({ active }: { active: 0 | 1 | 2 }) {
  return (
    <nav aria-label={t`Signup progress`}>
      <Group component="ol" gap="xs" wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps().map((label, i) => {
          const done = i < active;
          const current = i === active;
          return (
            <Group
              component="li"
              key={label}
              gap={6}
              wrap="nowrap"
              aria-current={current ? 'step' : undefined}
              style={{ flex: 1, minWidth: 0 }}
            >
              <ThemeIcon
                size={24}
                radius="xl"
                variant={done || current ? 'filled' : 'light'}
                color={done ? 'teal' : current ? 'brand' : 'gray'}
                aria-hidden
              >
                <Text fz={12} fw={700}>
                  {done ? '✓' : i + 1}
                </Text>
              </ThemeIcon>
              <Text size="xs" fw={current ? 700 : 500} c={current ? undefined : 'dimmed'} truncate>
                {label}
                {done && (
                  <VisuallyHidden>
                    {' '}
                    <Trans>(done)</Trans>
                  </VisuallyHidden>
                )}
              </Text>
            </Group>
          );
        })}
      </Group>
    </nav>
  );
}
