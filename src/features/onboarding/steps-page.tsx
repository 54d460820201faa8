// /onboarding-steps: the board is live. The main way on is "Go to your job board" (the verify
// call's redirect URL on the board's own host); below it, a short checklist of first steps.
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
import { CHECKLIST, useChecklist } from './setup-checklist';
import { signupStore, type FinishedSignup } from './signup-store';
import { StepIndicator } from './step-indicator';

export function StepsPage() {
  const finished = signupStore.finished();
  if (!finished)
    return (
      <MissingSignup
        title="Nothing to set up here yet"
        text="This page follows the creation of a job board. Create yours first; it takes about two minutes."
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
  const origin = originOf(finished.redirectUrl) ?? boardOrigin(finished.host);
  const count = CHECKLIST.filter((i) => done.includes(i.key)).length;
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
                  {finished.companyName} is live
                </Title>
                <Text c="dimmed">
                  Your job board is at{' '}
                  <Text span fw={600} c="dark">
                    {finished.host}
                  </Text>
                  {trialEnds ? `. Your free trial runs until ${trialEnds}.` : '.'}
                </Text>
              </div>
            </Group>
            <Button component="a" href={finished.redirectUrl} size="md" fullWidth>
              Go to your job board
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              Log in there with {finished.email} and the password you chose.
            </Text>
          </Stack>
        </Card>

        <Card p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg">
                Get your board ready
              </Title>
              <Badge variant="light" color={count === CHECKLIST.length ? 'teal' : 'brand'}>
                {count} of {CHECKLIST.length} done
              </Badge>
            </Group>
            <Progress
              value={(count / CHECKLIST.length) * 100}
              color="teal"
              aria-label={`Setup progress: ${count} of ${CHECKLIST.length} steps done`}
            />
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {CHECKLIST.map((item) => {
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
                        {item.action} →<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
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
