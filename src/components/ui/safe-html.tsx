// Markup written by a board's admin (a page's HTML block, a journal article), shown to every
// visitor. The server sanitised it when it was saved and again when it was served; it is sanitised
// once more here before it reaches the DOM (shared rules: no script, event handlers, javascript:
// links, frames, forms or styles), and the frame it renders in is contained, so nothing in it can
// cover or restyle the rest of the page.
import { Box, Typography } from '@mantine/core';
import { sanitizePageHtml } from '@shared/pages/sanitize-page-html.ts';
import classes from './safe-html.module.css';

/** The markup as it will be shown: sanitised with the page builder's rules. */
export const safeHtml = (html: string | null | undefined) => sanitizePageHtml(html ?? '');

export function SafeHtml({ html }: { html: string }) {
  return (
    <Typography>
      <Box className={classes.frame} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />
    </Typography>
  );
}
