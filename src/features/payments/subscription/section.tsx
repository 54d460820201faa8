// The frame of each part of the subscription screen: the shared section card, its title in the
// screen's smaller size; and a fact of a description list (label over value).
import { Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';

type Props = Omit<ComponentProps<typeof SectionCard>, 'anchor' | 'titleSize' | 'basis'>;

export function Section(props: Props) {
  return <SectionCard {...props} titleSize="md" basis={240} />;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
