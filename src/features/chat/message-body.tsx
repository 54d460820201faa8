// A message's text as plain text, its web addresses as links that open in a new tab and tell the
// browser and search engines the link is user content; then its files. Nothing in a message is
// ever read as HTML.
import { t } from '@lingui/core/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { UploadedFile } from '@generated/api/model';
import { FileIcon } from '@/components/ui/icons';
import { linkify, safeHref } from './linkify';

// eslint-disable-next-line lingui/no-unlocalized-strings -- link relations, not a text
const LINK_REL = 'noopener noreferrer nofollow ugc';

/** Files are served from this host (/files/…); anything else must be a plain http(s) address. */
function fileHref(uri: string): string | null {
  if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
  return safeHref(uri);
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return t`${Math.round(bytes / 1024)} KB`;
  return t`${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function MessageBody({ body, attachments = [] }: { body: string; attachments?: UploadedFile[] }) {
  return (
    <Stack gap={6}>
      {body ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {linkify(body).map((part, i) =>
            part.kind === 'link' ? (
              <Anchor key={i} href={part.href} target="_blank" rel={LINK_REL} c="inherit" underline="always">
                {part.text}
              </Anchor>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </Text>
      ) : null}
      {attachments.map((file) => {
        const href = fileHref(file.uri);
        const label = `${file.name} (${size(file.size)})`;
        return (
          <Group key={file.uri} gap={6} wrap="nowrap" fz="sm">
            <FileIcon size={16} />
            {href ? (
              <Anchor href={href} target="_blank" rel={LINK_REL} c="inherit" underline="always" fz="sm">
                {label}
              </Anchor>
            ) : (
              <Text fz="sm">{label}</Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
