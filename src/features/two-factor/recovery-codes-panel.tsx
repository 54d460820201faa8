// Recovery codes, shown once: copy them or download them as a text file before closing.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

type Props = { codes: string[]; onDone: () => void };

function download(codes: string[]) {
  const text = t`Recovery codes for ${window.location.host}\nEach code works once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesPanel({ codes, onDone }: Props) {
  return (
    <Stack gap="sm" aria-label={t`Recovery codes`} role="region">
      <Alert color="yellow" title={t`Save your recovery codes`}>
        <Trans>If you lose your phone, each of these codes lets you sign in once. They are shown only now.</Trans>
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" data-testid="recovery-code">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t`Copied` : t`Copy codes`}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => download(codes)}>
          <Trans>Download codes</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved my codes</Trans>
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>Keep them somewhere safe, apart from your phone.</Trans>
      </Text>
    </Stack>
  );
}
