// The frame of the status pages: a large, calm mark, one heading, a short explanation and the
// ways on. The heading takes focus on arrival so screen readers announce where the visitor landed.
import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  code?: string;
  icon: string;
  color?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  aside?: ReactNode;
};

export function StatusPage({ code, icon, color = 'brand', title, children, actions, aside }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={88} radius={44} variant="light" color={color} aria-hidden>
          <Text fz={40} lh={1}>
            {icon}
          </Text>
        </ThemeIcon>
        {code && (
          <Text fz="sm" fw={700} c={`${color}.9`} tt="uppercase" style={{ letterSpacing: '0.12em' }}>
            {code}
          </Text>
        )}
        <Title ref={heading} order={1} fz={{ base: 26, sm: 34 }} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        <Stack gap="xs" maw={520} c="dimmed">
          {children}
        </Stack>
        <Group justify="center" gap="sm" mt="xs">
          {actions}
        </Group>
        {aside}
      </Stack>
    </Container>
  );
}
