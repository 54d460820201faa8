// The employer's form, in a dialog: 1–5 times typed on the wall clock of the employer's chosen zone
// (their browser's by default), the length, how it is held, where, a note. Also offers new times
// for an existing interview (reschedule). The server checks again and names a field it refuses.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Modal,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import {
  getListApplicationInterviewsQueryKey,
  useProposeInterview,
  useRescheduleInterview,
} from '@generated/api/interviews/interviews';
import type { InterviewMode, InterviewProposalInput } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { textOf } from '@/lib/i18n/i18n';
import { MODE_LABEL } from './interview-facts';
import { browserZone, wallToInstant, zoneOptions } from './zones';

const DURATIONS = ['30', '45', '60', '90'];
const MODES: InterviewMode[] = ['video', 'phone', 'onsite'];
const WHERE_LABEL: Record<InterviewMode, MessageDescriptor> = {
  video: msg`Video link`,
  phone: msg`Phone details`,
  onsite: msg`Address`,
};

type Props = { applicationId: string; interviewId?: string; opened: boolean; onClose: () => void };

export function ProposeForm({ applicationId, interviewId, opened, onClose }: Props) {
  const client = useQueryClient();
  const [slots, setSlots] = useState<string[]>(['']);
  const [duration, setDuration] = useState('45');
  const [mode, setMode] = useState<InterviewMode>('video');
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [zone, setZone] = useState(browserZone);
  const zones = useMemo(() => zoneOptions(), []);
  const [problem, setProblem] = useState<string | null>(null);
  const done = {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: getListApplicationInterviewsQueryKey(applicationId) });
      setSlots(['']);
      setProblem(null);
      onClose();
    },
    onError: (e: unknown) => setProblem(isApiError(e) ? e.message : t`Please try again in a moment`),
  };
  const propose = useProposeInterview({ mutation: done });
  const reschedule = useRescheduleInterview({ mutation: done });
  const pending = propose.isPending || reschedule.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instants = slots.map((s) => wallToInstant(s, zone));
    const missing = instants.findIndex((d) => d === null);
    if (missing >= 0) return setProblem(t`Give a date and time for time ${missing + 1}`);
    const past = instants.findIndex((d) => d !== null && d.getTime() <= Date.now());
    if (past >= 0) return setProblem(t`Time ${past + 1} is in the past`);
    const body: InterviewProposalInput = {
      slots: instants.map((d) => (d as Date).toISOString()),
      durationMinutes: Number(duration),
      mode,
      timeZone: zone,
      ...(location.trim() ? { location: location.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setProblem(null);
    if (interviewId) reschedule.mutate({ id: interviewId, data: body });
    else propose.mutate({ id: applicationId, data: body });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={interviewId ? t`Offer new times` : t`Propose interview times`}
      closeButtonProps={{ 'aria-label': t`Close the form` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t`Your time zone`}
            description={t`The times below are in this zone; the candidate sees them in theirs.`}
            data={zones}
            value={zone}
            onChange={(v) => v && setZone(v)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t`No time zone by that name`}
            comboboxProps={{ withinPortal: false }}
          />
          {slots.map((slot, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="datetime-local"
                label={t`Time ${i + 1}`}
                required
                value={slot}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setSlots((all) => all.map((s, j) => (j === i ? value : s)));
                }}
                style={{ flex: 1 }}
              />
              {slots.length > 1 ? (
                <CloseButton
                  aria-label={t`Remove time ${i + 1}`}
                  mb={6}
                  onClick={() => setSlots((all) => all.filter((_, j) => j !== i))}
                />
              ) : null}
            </Group>
          ))}
          {slots.length < 5 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setSlots((all) => [...all, ''])}>
              <Trans>Add another time</Trans>
            </Button>
          ) : (
            <Text fz="xs" c="dimmed">
              <Trans>Up to five times.</Trans>
            </Text>
          )}
          <Group grow>
            <NativeSelect
              label={t`Length`}
              data={DURATIONS.map((d) => ({ value: d, label: t`${d} minutes` }))}
              value={duration}
              onChange={(e) => setDuration(e.currentTarget.value)}
            />
            <NativeSelect
              label={t`How`}
              data={MODES.map((m) => ({ value: m, label: textOf(MODE_LABEL[m]) }))}
              value={mode}
              onChange={(e) => setMode(e.currentTarget.value as InterviewMode)}
            />
          </Group>
          <TextInput
            label={textOf(WHERE_LABEL[mode])}
            maxLength={500}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
          />
          <Textarea
            label={t`Note for the candidate`}
            maxLength={2000}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              <Trans>Send to the candidate</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
