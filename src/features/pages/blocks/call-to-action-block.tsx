// A call to action: a dark banner with a heading, a line of text and one button. A path on this
// site navigates in the app; another site opens in a new tab, announced in the button's name.
import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BlockProps } from '../block-types';
import { headingIdOf } from './block-section';
import { SiteAnchor, useSiteLink } from './site-anchor';
import { isSitePath } from '@shared/pages/links.ts';

export default function CallToActionBlock({ settings, blockId }: BlockProps<'call_to_action'>) {
  const headingId = headingIdOf(blockId);
  const link = useSiteLink(settings.buttonLink ?? '');
  return (
    <Box component="section" aria-labelledby={headingId} data-block={blockId}>
      <Container size="xl" py={{ base: 24, sm: 40 }}>
        <Paper radius="lg" p={{ base: 'xl', sm: 48 }} bg="dark.7" c="white">
          <Group justify="space-between" align="center" gap="xl" wrap="wrap">
            <Stack gap="xs" maw={620}>
              <Title order={2} id={headingId} c="white" fz={{ base: 24, sm: 30 }} lh={1.25}>
                {settings.heading}
              </Title>
              {settings.text ? <Text c="gray.4">{settings.text}</Text> : null}
            </Stack>
            {link ? (
              <Button
                size="md"
                color="white"
                c="dark.8"
                renderRoot={(props) => <SiteAnchor {...props} href={settings.buttonLink} />}
              >
                {settings.buttonLabel}
                {isSitePath(settings.buttonLink) ? null : (
                  <VisuallyHidden>
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </VisuallyHidden>
                )}
              </Button>
            ) : null}
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}
