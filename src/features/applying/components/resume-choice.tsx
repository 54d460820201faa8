// Which resume goes with the application: the one on the candidate's profile, or a file uploaded
// for this application. Without a profile resume only the upload is offered.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Radio, Stack, Text } from '@mantine/core';
import type { UploadedFile } from '@generated/api/model';
import { ResumeUploadField } from '@/components/resume-upload/resume-upload-field';
import { fileSizeLabel } from '@/components/resume-upload/resume-file';

export type ResumeSource = 'profile' | 'upload';

type Props = {
  profileResume: UploadedFile | null;
  source: ResumeSource;
  onSourceChange: (source: ResumeSource) => void;
  uploaded: UploadedFile | null;
  onUploaded: (file: UploadedFile | null) => void;
  error?: string | null;
};

export function ResumeChoice({ profileResume, source, onSourceChange, uploaded, onUploaded, error }: Props) {
  const upload = (
    <ResumeUploadField
      audience="member"
      label={t`Upload a resume`}
      value={uploaded}
      onChange={onUploaded}
      error={source === 'upload' ? error : null}
      required
    />
  );
  if (!profileResume) return upload;
  return (
    <Stack gap="md">
      <Radio.Group
        value={source}
        onChange={(value) => onSourceChange(value as ResumeSource)}
        label={t`Which resume should we send?`}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="profile"
            label={t`My profile resume: ${profileResume.name}`}
            description={fileSizeLabel(profileResume.size)}
          />
          <Radio value="upload" label={t`Upload a different resume for this job`} />
        </Stack>
      </Radio.Group>
      {source === 'upload' ? upload : null}
      {source === 'profile' ? (
        <Text fz="xs" c="dimmed">
          <Trans>The employer receives the resume as it is on your profile now.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
