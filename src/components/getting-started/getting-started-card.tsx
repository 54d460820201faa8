// A guided tour as a "Getting started" card (employers on their home screen, candidates on their
// profile): the first things to do, each a link, until it is dismissed. A card rather than a modal
// tour: nothing covers the screen the person came to use. Dismissing is the caller's (each role
// records it on its account, so the card stays hidden on every device).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, CloseButton, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link, type LinkOptions } from '@tanstack/react-router';
import classes from './getting-started-card.module.css';

/** A step: its link (made with TanStack's `linkOptions`, so path and search are checked), title and text. */
export type TourStep = { link: LinkOptions; title: string; text: string };

type Props = { steps: readonly TourStep[]; intro: string; onDismiss: () => void; dismissing: boolean };

export function GettingStartedCard({ steps, intro, onDismiss, dismissing }: Props) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="getting-started-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text component="h2" id="getting-started-title" fw={700} fz="lg">
            <Trans>Getting started</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <CloseButton aria-label={t`Hide getting started`} onClick={onDismiss} disabled={dismissing} />
      </Group>
      <List spacing="sm" mt="md" listStyleType="none" p={0}>
        {steps.map((s, i) => (
          <List.Item
            key={s.title}
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                <Text fz="xs" fw={700}>
                  {i + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Link {...s.link} className={classes.stepLink}>
              {s.title}
            </Link>
            <Text size="sm" c="dimmed">
              {s.text}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button variant="subtle" onClick={onDismiss} loading={dismissing}>
          <Trans>Got it, hide this</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
