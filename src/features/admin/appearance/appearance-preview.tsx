// The board's branding as visitors would meet it, drawn from the colours being picked: the header
// with the logo, body text, a link, the two buttons and a tag, so the admin sees every pair the
// contrast check judges. It is a picture of colours, not content: hidden from screen readers, whose
// users get the same judgement from the fields' messages.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { BrandColors } from '@shared/branding/contrast.ts';

const HEX = /^#[0-9a-f]{6}$/i;

export function AppearancePreview({ colors, logoUri, board }: { colors: BrandColors; logoUri: string; board: string }) {
  const c = Object.fromEntries(Object.entries(colors).map(([k, v]) => [k, HEX.test(v) ? v : '#ffffff'])) as BrandColors;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-hidden>
      <Group px="md" py="sm" gap="sm" bg={c.background} style={{ borderBottom: '1px solid #dee2e6' }}>
        {logoUri ? (
          <Image src={logoUri} alt={t`${board} logo`} h={32} w="auto" fit="contain" />
        ) : (
          <Text fw={700} c={c.text}>
            {board}
          </Text>
        )}
      </Group>
      <Box bg={c.background} p="md">
        <Stack gap="sm">
          <Text fw={700} fz="lg" c={c.text}>
            <Trans>Warehouse Associate</Trans>
          </Text>
          <Text fz="sm" c={c.text}>
            <Trans>
              Full time · Rotterdam. Pick, pack and ship orders for the region’s shops.{' '}
              <Text component="span" fz="sm" c={c.primary} td="underline">
                Read more
              </Text>
            </Trans>
          </Text>
          <Group gap="xs">
            <Button color={c.primary} c="#ffffff" tabIndex={-1}>
              <Trans>Apply now</Trans>
            </Button>
            <Button color={c.secondary} c="#ffffff" tabIndex={-1}>
              <Trans>Save job</Trans>
            </Button>
            <Badge color={c.accent} variant="filled" c={c.text}>
              <Trans>New</Trans>
            </Badge>
          </Group>
        </Stack>
      </Box>
    </Paper>
  );
}
