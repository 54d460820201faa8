// /onboarding-steps: the board is live. The main way on is "Go to your job board" (the verify
// call's redirect URL on the board's own host); below it, a short checklist of first steps.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import dayjs from 'dayjs';
import { constants } from '@generated/manifest';
import { MissingSignup } from './missing-signup';
import { boardOrigin } from './platform-domain';
import { checklist, useChecklist } from './setup-checklist';
import { signupStore, type FinishedSignup } from './signup-store';
import { StepIndicator } from './step-indicator';

export function StepsPage() {
  const finished = signupStore.finished();
  if (!finished)
    return (
      <MissingSignup
        title={t`Nothing to set up here yet`}
        text={t`This page follows the creation of a job board. Create yours first; it takes about two minutes.`}
      />
    );
  return <Steps finished={finished} />;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function Steps({ finished }: { finished: FinishedSignup }) {
  const { done, toggle } = useChecklist(finished.clientId);
  const items = checklist();
  const origin = originOf(finished.redirectUrl) ?? boardOrigin(finished.host);
  const count = items.filter((i) => done.includes(i.key)).length;
  const total = items.length;
  const trialEnds = finished.trialEndsAt ? dayjs(finished.trialEndsAt).format(constants.dateFormats.date) : null;

  return (
    <Container size="sm" py={{ base: 'xl', md: 56 }}>
      <Stack gap="lg">
        <Card p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          <Stack gap="md">
            <StepIndicator active={2} />
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="xl" color="teal" aria-hidden>
                <Text fw={800}>✓</Text>
              </ThemeIcon>
              <div>
                <Title order={1} fz={{ base: 24, sm: 28 }}>
                  <Trans>{finished.companyName} is live</Trans>
                </Title>
                <Text c="dimmed">
                  {trialEnds ? (
                    <Trans>
                      Your job board is at{' '}
                      <Text span fw={600} c="dark">
                        {finished.host}
                      </Text>
                      . Your free trial runs until {trialEnds}.
                    </Trans>
                  ) : (
                    <Trans>
                      Your job board is at{' '}
                      <Text span fw={600} c="dark">
                        {finished.host}
                      </Text>
                      .
                    </Trans>
                  )}
                </Text>
              </div>
            </Group>
            <Button component="a" href={finished.redirectUrl} size="md" fullWidth>
              <Trans>Go to your job board</Trans>
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              <Trans>Log in there with {finished.email} and the password you chose.</Trans>
            </Text>
          </Stack>
        </Card>

        <Card p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg">
                <Trans>Get your board ready</Trans>
              </Title>
              <Badge variant="light" color={count === total ? 'teal' : 'brand'}>
                <Trans>
                  {count} of {total} done
                </Trans>
              </Badge>
            </Group>
            <Progress
              value={(count / total) * 100}
              color="teal"
              aria-label={t`Setup progress: ${count} of ${total} steps done`}
            />
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => {
                const checked = done.includes(item.key);
                return (
                  <Card component="li" key={item.key} p="md" bg={checked ? 'teal.0' : undefined}>
                    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
                      <Checkbox
                        checked={checked}
                        onChange={(e) => toggle(item.key, e.currentTarget.checked)}
                        label={
                          <Text fw={600} td={checked ? 'line-through' : undefined}>
                            {item.title}
                          </Text>
                        }
                        description={item.text}
                        style={{ flex: '1 1 260px' }}
                      />
                      <Anchor href={`${origin}${item.path}`} target="_blank" rel="noopener" fw={600} size="sm">
                        {item.action} →
                        <VisuallyHidden>
                          {' '}
                          <Trans>(opens in a new tab)</Trans>
                        </VisuallyHidden>
                      </Anchor>
                    </Group>
                  </Card>
                );
              })}
            </Stack>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
