// The split-screen frame of every account screen: the form card first (it comes first in the
// reading and focus order), the role's value proposition beside it, stacked on phones.
import { Box, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuthRole } from '../roles';
import { ValuePanel } from './value-panel';

type Props = { account: AuthRole; title: string; subtitle?: ReactNode; children: ReactNode };

export function AuthLayout({ account: role, title, subtitle, children }: Props) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" shadow="sm" style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box p={{ base: 'lg', sm: 40 }}>
            <Stack gap="lg" maw={440} mx="auto">
              <Stack gap={6}>
                <Title order={1} fz={{ base: 24, sm: 28 }}>
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Box>
          <ValuePanel account={role} />
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
