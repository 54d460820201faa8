// /onboarding: why to create a board (left on wide screens, above on phones) and the signup form.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { LeadModal } from './lead/lead-modal';
import { boardHost } from './platform-domain';
import { SignupForm } from './signup-form';
import { StepIndicator } from './step-indicator';

function benefits() {
  return [
    [t`Your brand, your address`, t`A careers site on your own subdomain, with your logo and colours.`],
    [t`Post jobs in minutes`, t`A guided job form, screening questions and an applicant pipeline.`],
    [t`Hire as a team`, t`Invite recruiters and hiring managers, chat with candidates.`],
  ] as const;
}

export function SignupPage({ debounceMs }: { debounceMs?: number }) {
  const [talking, setTalking] = useState(false);
  const example = boardHost('your-company');
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <Grid gap={{ base: 'xl', md: 48 }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg" pt={{ md: 'xl' }}>
            <Badge variant="light" size="lg" w="fit-content">
              <Trans>Free trial</Trans>
            </Badge>
            <Title order={1} fz={{ base: 28, md: 38 }} lh={1.15}>
              <Trans>Launch your company&apos;s job board today</Trans>
            </Title>
            <Text c="dimmed" size="lg">
              <Trans>Create a branded careers site, publish your openings and manage applicants in one place.</Trans>
            </Text>
            <List spacing="md" center visibleFrom="sm" icon={null}>
              {benefits().map(([title, text]) => (
                <List.Item
                  key={title}
                  icon={
                    <ThemeIcon radius="xl" size={28} variant="light" aria-hidden>
                      <Text fw={700} size="sm">
                        ✓
                      </Text>
                    </ThemeIcon>
                  }
                >
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Stack gap={6} align="flex-start">
              <Text size="sm" c="dimmed">
                <Trans>Rather see it first, or hiring at scale?</Trans>
              </Text>
              <Button variant="default" onClick={() => setTalking(true)}>
                <Trans>Book a demo</Trans>
              </Button>
            </Stack>
            <LeadModal opened={talking} onClose={() => setTalking(false)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            <Stack gap="lg">
              <StepIndicator active={0} />
              <div>
                <Title order={2} fz="xl">
                  <Trans>Create your job board</Trans>
                </Title>
                <Text size="sm" c="dimmed">
                  <Trans>
                    Already have one? Log in on your board&apos;s own address, such as{' '}
                    <Text span fw={600} size="sm">
                      {example}
                    </Text>
                    .
                  </Trans>
                </Text>
              </div>
              <SignupForm debounceMs={debounceMs} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
