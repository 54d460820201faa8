// A text block: a heading and Markdown text at a comfortable reading width.
import { t } from '@lingui/core/macro';
import { Box } from '@mantine/core';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import { Markdown } from './markdown';

export default function TextBlock({ settings, blockId }: BlockProps<'text'>) {
  const centered = settings.align === 'center';
  return (
    <BlockSection blockId={blockId} heading={settings.heading} label={t`Text`} align={settings.align} dense>
      <Box maw={760} mx={centered ? 'auto' : undefined} ta={centered ? 'center' : undefined}>
        <Markdown source={settings.body ?? ''} />
      </Box>
    </BlockSection>
  );
}
