// The other half of the account screens: why someone would sign up, in the words of their role.
import { t } from '@lingui/core/macro';
import { Box, CheckIcon, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AuthRole } from '../roles';

function copyOf(): Record<AuthRole, { eyebrow: string; heading: string; points: readonly string[]; footnote: string }> {
  return {
    candidate: {
      eyebrow: t`For job seekers`,
      heading: t`Your next role starts here`,
      points: [
        t`Apply in a couple of clicks with one saved profile`,
        t`Get alerts the moment a matching job is posted`,
        t`Talk to hiring teams directly in chat`,
        t`Track every application from applied to hired`,
      ],
      footnote: t`Free for job seekers. No spam, ever.`,
    },
    employer: {
      eyebrow: t`For employers`,
      heading: t`Hire the right people, faster`,
      points: [
        t`Post a job in minutes and reach qualified candidates`,
        t`Review applicants and move them through one pipeline`,
        t`Search candidates and invite your best matches`,
        t`Bring your team in and hire together`,
      ],
      footnote: t`Start with a free trial. Upgrade when you are ready.`,
    },
  };
}

export function ValuePanel({ account: role }: { account: AuthRole }) {
  const copy = copyOf()[role];
  return (
    <Box
      component="aside"
      aria-label={copy.eyebrow}
      p={{ base: 'lg', sm: 40 }}
      h="100%"
      style={{
        background: 'linear-gradient(150deg, var(--mantine-color-brand-7) 0%, var(--mantine-color-brand-9) 100%)',
        color: 'var(--mantine-color-white)',
      }}
    >
      <Stack gap="lg" justify="center" h="100%">
        <Text tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: 1.2, opacity: 0.85 }}>
          {copy.eyebrow}
        </Text>
        <Title order={2} fz={{ base: 22, sm: 28 }} c="white" lh={1.2}>
          {copy.heading}
        </Title>
        <List
          spacing="sm"
          center
          icon={
            <ThemeIcon size={22} radius="xl" color="white" variant="white" aria-hidden>
              <CheckIcon size={11} color="var(--mantine-color-brand-7)" />
            </ThemeIcon>
          }
        >
          {copy.points.map((point) => (
            <List.Item key={point}>
              <Text c="white" fz={{ base: 'sm', sm: 'md' }}>
                {point}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text fz="sm" style={{ opacity: 0.85 }}>
          {copy.footnote}
        </Text>
      </Stack>
    </Box>
  );
}
