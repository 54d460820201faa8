// /onboarding: why to create a board (left on wide screens, above on phones) and the signup form.
import { Badge, Button, Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { LeadModal } from './lead/lead-modal';
import { boardHost } from './platform-domain';
import { SignupForm } from './signup-form';
import { StepIndicator } from './step-indicator';

const BENEFITS = [
  ['Your brand, your address', 'A careers site on your own subdomain, with your logo and colours.'],
  ['Post jobs in minutes', 'A guided job form, screening questions and an applicant pipeline.'],
  ['Hire as a team', 'Invite recruiters and hiring managers, chat with candidates.'],
] as const;

export function SignupPage({ debounceMs }: { debounceMs?: number }) {
  const [talking, setTalking] = useState(false);
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <Grid gap={{ base: 'xl', md: 48 }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg" pt={{ md: 'xl' }}>
            <Badge variant="light" size="lg" w="fit-content">
              Free trial
            </Badge>
            <Title order={1} fz={{ base: 28, md: 38 }} lh={1.15}>
              Launch your company&apos;s job board today
            </Title>
            <Text c="dimmed" size="lg">
              Create a branded careers site, publish your openings and manage applicants in one place.
            </Text>
            <List spacing="md" center visibleFrom="sm" icon={null}>
              {BENEFITS.map(([title, text]) => (
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
                Rather see it first, or hiring at scale?
              </Text>
              <Button variant="default" onClick={() => setTalking(true)}>
                Book a demo
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
                  Create your job board
                </Title>
                <Text size="sm" c="dimmed">
                  Already have one? Log in on your board&apos;s own address, such as{' '}
                  <Text span fw={600} size="sm">
                    {boardHost('your-company')}
                  </Text>
                  .
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
