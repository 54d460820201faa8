// A titled band of the home page with a "see all" link on the right.
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/ui/line-icons';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  /** The "see all" link, e.g. an Anchor rendering a router Link. */
  more?: { label: string; render: (props: Record<string, unknown>) => ReactNode };
  children: ReactNode;
  tinted?: boolean;
};

export function HomeSection({ id, title, subtitle, more, children, tinted = false }: Props) {
  return (
    <Box component="section" aria-labelledby={id} bg={tinted ? 'white' : undefined}>
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} id={id} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {more ? (
            <Anchor renderRoot={more.render} fw={600} fz="sm">
              <Group gap={6} wrap="nowrap" component="span">
                {more.label}
                <ArrowRightIcon size={16} />
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Container>
    </Box>
  );
}
