// The candidate's photo in the profile header, with a camera button ("Change photo"): choose a PNG or JPG (≤ 25 MB),
// crop it square in a dialog, and it is uploaded with progress. Without a photo the initials show.
import { t } from '@lingui/core/macro';
import { ActionIcon, Box, FileButton, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { CandidateProfile } from '@generated/api/model';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { toast } from '@/lib/toast/toast';
import { CameraIcon } from '../components/icons';
import { useProfileSaved } from '../use-profile';
import { PictureDialog } from './picture-dialog';
import { PICTURE_ACCEPT, pictureFileProblem } from './picture-file';
import { usePictureUpload, type Chosen } from './use-picture-upload';

const AVATAR = 84;

export function ProfilePicture({ profile }: { profile: CandidateProfile }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const upload = usePictureUpload();
  const saved = useProfileSaved();
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const label = profile.avatar ? t`Change photo` : t`Add photo`;

  const choose = (file: File | null) => {
    resetFile.current?.(); // so that choosing the same file again opens the dialog again
    if (!file) return;
    const found = pictureFileProblem(file);
    setProblem(found);
    if (found) return;
    upload.reset();
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  return (
    <Stack gap={6} align="center" style={{ flexShrink: 0 }}>
      <Box pos="relative" w={AVATAR} h={AVATAR}>
        <PersonAvatar name={profile.name} src={profile.avatar} size={AVATAR} />
        <FileButton
          onChange={choose}
          resetRef={resetFile}
          accept={PICTURE_ACCEPT}
          inputProps={{ 'aria-label': t`Profile photo: choose an image` }}
        >
          {(props) => (
            <Tooltip label={label} withArrow>
              <ActionIcon
                {...props}
                aria-label={label}
                radius="xl"
                size={32}
                pos="absolute"
                right={-4}
                bottom={-4}
                style={{ border: '2px solid var(--mantine-color-body)' }}
              >
                <CameraIcon size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      </Box>
      {problem ? (
        <Text fz="xs" c="red" role="alert" maw={140} ta="center">
          {problem}
        </Text>
      ) : null}
      <PictureDialog
        chosen={chosen}
        uploading={upload.isPending}
        progress={upload.progress}
        error={upload.error}
        onCancel={() => setChosen(null)}
        onSave={(picked, area) =>
          upload.mutate(
            { chosen: picked, area },
            {
              onSuccess: (res) => {
                void saved({ profile: { ...profile, avatar: res.data.uri } });
                toast(res.message || t`Profile picture updated`);
                setChosen(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
