// The frame of a block on the page: a band with the block's heading (an h2 under the page's h1)
// and intro line, the content below, at the page's width or a reading width for text.
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  blockId: string;
  heading?: string | undefined;
  intro?: string | undefined;
  /** The name of the section for screen readers when it shows no heading. */
  label?: string;
  /** `md` keeps long text at a comfortable line length. */
  size?: 'md' | 'xl';
  align?: 'left' | 'center';
  /** The block renders its own h2 with the id of headingIdOf(blockId), which names the section. */
  ownHeading?: boolean;
  /** Less space around it: consecutive text blocks read as one document. */
  dense?: boolean;
  children: ReactNode;
};

export const headingIdOf = (blockId: string) => `block-${blockId}-heading`;

export function BlockSection({
  blockId,
  heading,
  intro,
  label,
  size = 'xl',
  align = 'left',
  dense = false,
  ownHeading = false,
  children,
}: Props) {
  const headingId = headingIdOf(blockId);
  const centered = align === 'center';
  return (
    <Box
      component="section"
      aria-labelledby={heading || ownHeading ? headingId : undefined}
      aria-label={heading || ownHeading ? undefined : label}
      data-block={blockId}
    >
      <Container size={size} py={dense ? { base: 14, sm: 20 } : { base: 28, sm: 44 }}>
        {heading || intro ? (
          <Stack
            gap={6}
            mb={dense ? 'sm' : 'lg'}
            align={centered ? 'center' : 'flex-start'}
            ta={centered ? 'center' : undefined}
          >
            {heading ? (
              <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }} lh={1.25}>
                {heading}
              </Title>
            ) : null}
            {intro ? (
              <Text c="dimmed" maw={680}>
                {intro}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
