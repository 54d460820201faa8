// The browsers the user trusted at the second step ("Trust this browser for 30 days"), and forgetting
// them all: the next sign-in from each asks for a code again.
import { Trans } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useForgetTwoFactorBrowsers } from '@generated/api/two-factor/two-factor';
import type { TwoFactorBrowser } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function RememberedBrowsers({
  browsers,
  onForgotten,
}: {
  browsers: TwoFactorBrowser[];
  onForgotten: () => void;
}) {
  const forget = useForgetTwoFactorBrowsers({ request: SILENT });
  if (!browsers.length)
    return (
      <Text size="sm" c="dark.4">
        <Trans>
          No browser skips the code. When you sign in, tick “Trust this browser for 30 days” to skip it on that browser.
        </Trans>
      </Text>
    );
  return (
    <Stack gap="xs" align="flex-start" component="section" aria-labelledby="remembered-browsers-title">
      <Text fw={600} size="sm" id="remembered-browsers-title">
        <Trans>Remembered browsers</Trans>
      </Text>
      <List size="sm" spacing={4}>
        {browsers.map((b) => {
          const browser = b.label;
          const lastUsed = DAY.format(new Date(b.lastUsedAt));
          const until = DAY.format(new Date(b.expiresAt));
          return (
            <List.Item key={b.id}>
              <Trans>
                {browser}: last used {lastUsed}, until {until}
              </Trans>
            </List.Item>
          );
        })}
      </List>
      {forget.error ? <Alert color="red">{forget.error.message}</Alert> : null}
      <Button
        variant="default"
        size="xs"
        loading={forget.isPending}
        onClick={() => forget.mutate(undefined, { onSuccess: onForgotten })}
      >
        <Trans>Forget these browsers</Trans>
      </Button>
    </Stack>
  );
}
