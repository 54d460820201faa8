// The company's photos: several PNG or JPG images sent one after another to files/upload (purpose
// image), shown as thumbnails in the order the public page shows them; each can be moved left or
// right and removed with buttons (keyboard reachable, named with the photo's number). At most 12.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  ActionIcon,
  AspectRatio,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LineIcon, UploadIcon, type IconProps } from '@/components/ui/icons';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { MAX_PHOTOS } from './company-values';
import { IMAGE_TYPES, imageFileProblem, uploadImage, uploadProblem } from './image-upload';

type Props = {
  value: string[];
  onChange: (photos: string[]) => void;
  disabled?: boolean;
  error?: string;
};

const LeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m15 6-6 6 6 6" />
  </LineIcon>
);
const RightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m9 6 6 6-6 6" />
  </LineIcon>
);
const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

function moved(list: string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function PhotosUpload({ value, onChange, disabled = false, error }: Props) {
  const [progress, setProgress] = useState<{ index: number; count: number; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resetFiles = useRef<() => void>(null);
  // Uploads finish after renders; the latest list is read from here, not from a stale closure.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => () => controller.current?.abort(), []);
  const change = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  // A moved photo's button keeps the focus (moving the item in the page would drop it); at an end,
  // the other direction's button takes it.
  const grid = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ uri: string; side: 'left' | 'right' } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted || !grid.current) return;
    const item = [...grid.current.querySelectorAll<HTMLElement>('[data-photo]')].find(
      (el) => el.dataset.photo === wanted.uri,
    );
    const buttons = ['left', 'right'].map((side) => item?.querySelector<HTMLButtonElement>(`[data-move="${side}"]`));
    const target = buttons[wanted.side === 'left' ? 0 : 1];
    (target && !target.disabled ? target : buttons[wanted.side === 'left' ? 1 : 0])?.focus();
  }, [value]);
  const move = (from: number, to: number) => {
    const uri = value[from];
    if (uri === undefined) return;
    refocus.current = { uri, side: to < from ? 'left' : 'right' };
    change(moved(value, from, to));
  };
  const room = MAX_PHOTOS - value.length;

  const upload = async (files: File[]) => {
    resetFiles.current?.();
    if (files.length === 0) return;
    const bad = files.map(imageFileProblem).find(Boolean);
    const usable = files.filter((f) => !imageFileProblem(f)).slice(0, room);
    const notes: string[] = [];
    if (bad) notes.push(t`Some files were left out: ${bad.toLowerCase()}`);
    if (files.filter((f) => !imageFileProblem(f)).length > room)
      notes.push(t`Only ${MAX_PHOTOS} photos fit; the first ${room} were added.`);
    controller.current = new AbortController();
    for (const [index, file] of usable.entries()) {
      setProgress({ index, count: usable.length, percent: 0 });
      try {
        const uri = await uploadImage(file, {
          signal: controller.current.signal,
          onProgress: (percent) => setProgress({ index, count: usable.length, percent }),
        });
        if (!latest.current.includes(uri)) change([...latest.current, uri].slice(0, MAX_PHOTOS));
      } catch (e) {
        notes.push(uploadProblem(e));
        break;
      }
    }
    setProgress(null);
    setProblem(notes.length ? notes.join(' ') : null);
  };

  return (
    <Input.Wrapper
      label={t`Photos`}
      description={t`Your places and people, shown on your public company page in this order. PNG or JPG, at most 5 MB each; up to ${MAX_PHOTOS}.`}
      error={problem ?? error}
    >
      <Group justify="space-between" gap="sm" mt={8} mb="sm">
        <Text fz="sm" c="dimmed" aria-live="polite">
          <Trans>
            {value.length} of {MAX_PHOTOS} photos
          </Trans>
        </Text>
        {progress ? null : (
          <FileButton
            onChange={(files) => void upload(files)}
            accept={IMAGE_TYPES}
            multiple
            resetRef={resetFiles}
            disabled={disabled || room <= 0}
            inputProps={{ 'aria-label': t`Photos: choose images` }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<UploadIcon size={16} />}
                disabled={disabled || room <= 0}
              >
                {room <= 0 ? t`Photo limit reached` : t`Add photos`}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {progress ? (
        <ProgressUpload
          value={progress.percent}
          label={t`Uploading photo ${progress.index + 1} of ${progress.count}`}
        />
      ) : null}
      {value.length > 0 ? (
        <div ref={grid}>
          <SimpleGrid
            component="ol"
            cols={{ base: 2, xs: 3, sm: 4 }}
            spacing="sm"
            m={0}
            mt="sm"
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Company photos`}
          >
            {value.map((uri, i) => {
              const n = i + 1;
              return (
                <li key={uri} data-photo={uri}>
                  <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                    <AspectRatio ratio={4 / 3}>
                      <Image src={uri} alt={t`Company photo ${n}`} fit="cover" loading="lazy" />
                    </AspectRatio>
                    {disabled ? null : (
                      <Group justify="space-between" gap={4} p={4} wrap="nowrap">
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t`Move photo ${n} left`}
                            data-move="left"
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                          >
                            <LeftIcon size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t`Move photo ${n} right`}
                            data-move="right"
                            disabled={i === value.length - 1}
                            onClick={() => move(i, i + 1)}
                          >
                            <RightIcon size={16} />
                          </ActionIcon>
                        </Group>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove photo ${n}`}
                          onClick={() => change(value.filter((_, j) => j !== i))}
                        >
                          <CloseIcon size={16} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Paper>
                </li>
              );
            })}
          </SimpleGrid>
        </div>
      ) : null}
    </Input.Wrapper>
  );
}
