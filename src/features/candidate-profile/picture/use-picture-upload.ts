// Crops the chosen photo and sends it to candidate-profile/profile-picture/update (multipart, PUT)
// with progress; the new picture replaces the old one on the server. The profile's avatar is
// updated in the cache at once, then read again. Silent: the dialog says what went wrong.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getUpdateCandidateProfilePictureUrl } from '@generated/api/candidate-profile/candidate-profile';
import type { UpdateCandidateProfilePicture200 } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';
import { cropSquare, croppedFileName, type CropArea } from '@/lib/image/crop-square';
import { PICTURE_SIDE } from './picture-file';

export type Chosen = { file: File; url: string };

export function usePictureUpload() {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation<UpdateCandidateProfilePicture200, unknown, { chosen: Chosen; area: CropArea }>({
    mutationFn: async ({ chosen, area }) => {
      const type = chosen.file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
      const blob = await cropSquare(chosen.url, area, type, PICTURE_SIDE);
      const file = new File([blob], croppedFileName(chosen.file.name, type, 'photo'), { type });
      controller.current?.abort();
      controller.current = new AbortController();
      setProgress(0);
      return uploadWithProgress<UpdateCandidateProfilePicture200>(getUpdateCandidateProfilePictureUrl(), file, {
        method: 'PUT',
        onProgress: setProgress,
        signal: controller.current.signal,
        request: SILENT,
      });
    },
  });
  return { ...mutation, progress };
}
