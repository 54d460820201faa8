// Recovery codes, shown once: copy them or download them as a text file before closing.
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

type Props = { codes: string[]; onDone: () => void };

function download(codes: string[]) {
  const text = `Recovery codes for ${window.location.host}\nEach code works once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesPanel({ codes, onDone }: Props) {
  return (
    <Stack gap="sm" aria-label="Recovery codes" role="region">
      <Alert color="yellow" title="Save your recovery codes">
        If you lose your phone, each of these codes lets you sign in once. They are shown only now.
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
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => download(codes)}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Keep them somewhere safe, apart from your phone.
      </Text>
    </Stack>
  );
}
