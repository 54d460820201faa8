// Badges linking to the board's mobile apps on the App Store and Google Play (at least one is set).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BlockProps } from '../block-types';
import { BlockSection, headingIdOf } from './block-section';
import classes from './apps-link-block.module.css';
import { isSafeLink } from '@shared/pages/links.ts';

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
    </svg>
  );
}

function PlayLogo() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
      <path d="M4 2.5l10 10 3.2-3.1L5.3 2.2C4.8 2 4.4 2.1 4 2.5z" fill="#4285f4" />
      <path d="M4 21.5c.4.4.8.5 1.3.3l11.9-7.2L14 11.5z" fill="#ea4335" />
      <path d="M17.2 9.4L14 12.5l3.2 3.1 3.4-2c.9-.6.9-1.6 0-2.2z" fill="#fbbc04" />
    </svg>
  );
}

function StoreBadge({ href, logo, over, store }: { href: string; logo: ReactNode; over: string; store: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.badge}>
      {logo}
      <span className={classes.words}>
        <span className={classes.over}>{over}</span>
        <span className={classes.store}>{store}</span>
      </span>
      <span className={classes.srOnly}>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

export default function AppsLinkBlock({ settings, blockId }: BlockProps<'apps_link'>) {
  const apple = settings.appStoreUrl && isSafeLink(settings.appStoreUrl) ? settings.appStoreUrl : null;
  const play = settings.playStoreUrl && isSafeLink(settings.playStoreUrl) ? settings.playStoreUrl : null;
  if (!apple && !play) return null;
  const headingId = headingIdOf(blockId);
  return (
    <BlockSection blockId={blockId} label={t`Mobile apps`} ownHeading>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Group justify="space-between" align="center" gap="lg" wrap="wrap">
          <Stack gap={4} maw={560}>
            <Title order={2} id={headingId} fz={{ base: 20, sm: 24 }}>
              {settings.heading ?? t`Get the app`}
            </Title>
            {settings.text ? <Text c="dimmed">{settings.text}</Text> : null}
          </Stack>
          <Group gap="sm" wrap="wrap" aria-labelledby={headingId} role="list">
            {apple ? (
              <div role="listitem">
                {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a store's brand name */}
                <StoreBadge href={apple} logo={<AppleLogo />} over={t`Download on the`} store="App Store" />
              </div>
            ) : null}
            {play ? (
              <div role="listitem">
                {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a store's brand name */}
                <StoreBadge href={play} logo={<PlayLogo />} over={t`Get it on`} store="Google Play" />
              </div>
            ) : null}
          </Group>
        </Group>
      </Paper>
    </BlockSection>
  );
}
