// A custom HTML block. The server sanitised the markup when it was saved and again when the page
// was served; it is sanitised once more here before it reaches the DOM (shared rules: no script,
// event handlers, javascript: links, frames, forms or styles), and the frame it renders in is
// contained, so nothing in it can cover or restyle the rest of the page.
import { Box, Typography } from '@mantine/core';
import { sanitizePageHtml } from '@shared/pages/sanitize-page-html.ts';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import classes from './html-block.module.css';

export default function HtmlBlock({ settings, blockId }: BlockProps<'html'>) {
  const html = sanitizePageHtml(settings.html ?? '');
  if (!html) return null;
  return (
    <BlockSection blockId={blockId} label="Custom content">
      <Typography>
        <Box className={classes.frame} dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </BlockSection>
  );
}
