// Shows a document in place (specification §2): video, PDF, Word through Microsoft's online
// viewer, or an image; any other type gets a download card. A download link is always offered,
// because the Word viewer cannot reach files that are not public and some browsers cannot play AVI.
// Showing documents in place is the plan's resume_preview: without it the download card says so
// (the server then sends documents as downloads too, server/files/serve.ts).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Button, Card, Group, Image, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useFeature } from '@/lib/plans/use-feature';
import { AppModal } from './app-modal';
import { documentKindOf, documentName, officeViewerUrl, type DocumentSource } from './document-kind';
import { DownloadIcon, ExternalLinkIcon, FileIcon } from './icons';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not a text
const FRAME_HEIGHT = 'min(70vh, 720px)';

function DownloadLink({ url, name }: { url: string; name: string }) {
  return (
    <Anchor href={url} download={name} fz="sm" fw={500}>
      <Group gap={6} wrap="nowrap" component="span">
        <Trans>
          <DownloadIcon size={16} />
          Download
        </Trans>
      </Group>
    </Anchor>
  );
}

const CANNOT_PREVIEW = (): string => t`This file type cannot be previewed here. Download it to open it on your device.`;
const NOT_IN_PLAN = (): string =>
  t`Previews are not part of this job board’s plan. Download the file to open it on your device.`;

function DownloadCard({ url, name, reason = CANNOT_PREVIEW() }: { url: string; name: string; reason?: string }) {
  return (
    <Card p="xl" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <FileIcon size={28} />
        </ThemeIcon>
        <Text fw={600} style={{ wordBreak: 'break-word' }}>
          {name}
        </Text>
        <Text c="dimmed" fz="sm" maw={360}>
          {reason}
        </Text>
        <Button component="a" href={url} download={name} leftSection={<DownloadIcon size={18} />}>
          <Trans>Download</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

export function DocumentPreview(source: DocumentSource) {
  const { url } = source;
  const name = documentName(source);
  const kind = documentKindOf(source);
  const preview = useFeature('resume_preview');

  if (kind === 'other') return <DownloadCard url={url} name={name} />;
  if (preview.isLoading) return <Skeleton h={240} radius="md" />;
  if (!preview.allowed) return <DownloadCard url={url} name={name} reason={NOT_IN_PLAN()} />;

  return (
    <Stack gap="sm">
      <Box
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-kind={kind}
      >
        {kind === 'video' ? (
          // Uploaded videos (video resumes, company clips) come without caption tracks.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            src={url}
            controls
            preload="metadata"
            aria-label={name}
            style={{ display: 'block', width: '100%', maxHeight: FRAME_HEIGHT, background: '#000' }}
          >
            <Trans>Your browser cannot play this video. Download it instead.</Trans>
          </video>
        ) : null}
        {kind === 'pdf' ? (
          <iframe
            src={url}
            title={t`${name} (PDF)`}
            style={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: 0 }}
          />
        ) : null}
        {kind === 'word' ? (
          <iframe
            src={officeViewerUrl(url)}
            title={t`${name} (Word document)`}
            style={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: 0 }}
          />
        ) : null}
        {kind === 'image' ? <Image src={url} alt={name} fit="contain" mah={FRAME_HEIGHT} mx="auto" /> : null}
      </Box>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {kind === 'word'
            ? t`Shown with Microsoft’s online viewer, which can only open public files. If it stays blank, download it.`
            : name}
        </Text>
        <Group gap="md">
          {kind === 'pdf' ? (
            <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm" fw={500}>
              <Group gap={6} wrap="nowrap" component="span">
                <Trans>
                  <ExternalLinkIcon size={16} />
                  Open in new tab
                </Trans>
              </Group>
            </Anchor>
          ) : null}
          <DownloadLink url={url} name={name} />
        </Group>
      </Group>
    </Stack>
  );
}

type DocumentPreviewModalProps = {
  /** The document to show; the modal is closed while it is null. */
  file: DocumentSource | null;
  onClose: () => void;
};

/** The document preview dialog: the preview in the generic modal, full screen on phones. */
export function DocumentPreviewModal({ file, onClose }: DocumentPreviewModalProps) {
  return (
    <AppModal
      opened={file !== null}
      onClose={onClose}
      title={file ? documentName(file) : undefined}
      size="4xl"
      fullScreenOnMobile
    >
      {file ? <DocumentPreview {...file} /> : null}
    </AppModal>
  );
}
