// The consent banner (docs/consent.md): fixed at the bottom of the screen, so it shifts nothing,
// and first in the page's order, so a keyboard reaches it before the page. Accepting and rejecting
// are equally easy: the same kind of button, side by side. It is a landmark region, not a dialog:
// the page stays usable, and nothing runs until the visitor chooses.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { setConsentPreferencesOpen } from '@/lib/consent/consent-store';
import { chooseConsent } from './choose-consent';

export function ConsentBanner({ policyVersion }: { policyVersion: string }) {
  return (
    <Paper
      component="section"
      aria-label={t`Cookie consent`}
      shadow="md"
      radius={0}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      // Above the header (100) and the phone menu, under dialogs (1200).
      style={{ zIndex: 1100, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl" py="md">
        <Group justify="space-between" gap="md">
          <Text size="sm" style={{ flex: '1 1 24rem' }}>
            <Trans>
              We would like to measure how the board is used, with analytics cookies. They stay off unless you allow
              them, and you can change your mind at any time under “Cookie preferences” at the bottom of every page.{' '}
              <Anchor component={Link} to="/privacy-policy" size="sm" inherit>
                Privacy policy
              </Anchor>
            </Trans>
          </Text>
          <Group gap="sm">
            <Button onClick={() => chooseConsent({ analytics: true, marketing: false }, policyVersion)}>
              <Trans>Accept analytics</Trans>
            </Button>
            <Button onClick={() => chooseConsent({ analytics: false, marketing: false }, policyVersion)}>
              <Trans>Reject</Trans>
            </Button>
            <Button variant="default" onClick={() => setConsentPreferencesOpen(true)}>
              <Trans>Preferences</Trans>
            </Button>
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
