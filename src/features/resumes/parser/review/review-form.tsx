// The review of a parsed (or imported) resume before anything reaches the profile: every section
// found, each with a checkbox (only the chosen ones are shown in full: that is what will be
// copied), the values the parser was unsure of marked "Check this", whether to add to the profile
// or replace what it holds, then initCandidateProfile({ parsedResumeId, sections, overwrite }) and
// on to the profile.
//
// The values are not edited here: initCandidateProfile copies the stored result by its id and
// takes no edited values, so an editable form would suggest changes that are never saved. The
// candidate is told to correct what is marked in the profile, where every field can be edited.
import { Alert, Badge, Button, Checkbox, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ParsedResume } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { CANDIDATE_PROFILE_KEY, initCandidateProfile } from '../../api/profile-calls';
import { REVIEW_SECTIONS, sectionsFound, type InitSection } from './review-model';
import { SectionDetails } from './section-details';

type Props = { parsed: ParsedResume; onStartOver: () => void };

function refusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 404)
    return 'This result has expired (results are kept for 24 hours). Please read your resume again.';
  if (error.status === 403) return error.message;
  return null;
}

export function ReviewForm({ parsed, onStartOver }: Props) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<InitSection[]>(() => sectionsFound(parsed));
  const [overwrite, setOverwrite] = useState(false);
  const apply = useMutation({
    mutationFn: initCandidateProfile,
    onSuccess: () => {
      toast('Your profile is filled in from your resume');
      void client.invalidateQueries({ queryKey: CANDIDATE_PROFILE_KEY });
      void navigate({ to: '/jobsseekers/profile' });
    },
  });
  const toCheck = REVIEW_SECTIONS.filter((s) => chosen.includes(s.key)).reduce((n, s) => n + s.checks(parsed), 0);
  const names = REVIEW_SECTIONS.filter((s) => chosen.includes(s.key)).map((s) => s.title);
  const toggle = (key: InitSection, on: boolean) =>
    setChosen((all) =>
      on ? REVIEW_SECTIONS.map((s) => s.key).filter((k) => k === key || all.includes(k)) : all.filter((k) => k !== key),
    );
  const refused = refusal(apply.error);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="xl">
          Check what we found
        </Title>
        <Text fz="sm" c="dimmed">
          From {parsed.file.name}. Choose what to copy to your profile; nothing is saved until you confirm. You can
          change every detail in your profile afterwards.
        </Text>
      </Stack>
      {toCheck > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          title={`${toCheck} ${toCheck === 1 ? 'detail needs' : 'details need'} a look`}
        >
          We were not sure we read the details marked “Check this” correctly. Copy them, then correct them in your
          profile if they are wrong.
        </Alert>
      ) : null}
      {parsed.warnings.length > 0 ? (
        <Alert color="gray" variant="default" title="What we could not read">
          <List size="sm" spacing={2}>
            {parsed.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      {REVIEW_SECTIONS.map((s) => {
        const count = s.count(parsed);
        const on = chosen.includes(s.key);
        const checks = s.checks(parsed);
        return (
          <Paper
            key={s.key}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={s.title}
            bg={on ? undefined : 'gray.0'}
          >
            <Group justify="space-between" wrap="wrap" gap="xs" mb={on ? 'sm' : 0}>
              <Checkbox
                label={<Text fw={650}>{s.title}</Text>}
                checked={on}
                disabled={count === 0}
                onChange={(e) => toggle(s.key, e.currentTarget.checked)}
                aria-describedby={`${s.key}-state`}
              />
              <Group gap={6}>
                {checks > 0 && on ? (
                  <Badge color="yellow" variant="light" radius="sm">
                    {checks} to check
                  </Badge>
                ) : null}
                <Text id={`${s.key}-state`} fz="xs" c="dimmed">
                  {count === 0 ? 'Nothing found' : on ? `${count} found, will be copied` : `${count} found, not copied`}
                </Text>
              </Group>
            </Group>
            {on ? <SectionDetails section={s.key} parsed={parsed} /> : null}
          </Paper>
        );
      })}

      <Paper withBorder radius="md" p="md">
        <Radio.Group
          label="Where your profile already has details"
          value={overwrite ? 'replace' : 'add'}
          onChange={(v) => setOverwrite(v === 'replace')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="add" label="Add these to what my profile has" />
            <Radio value="replace" label="Replace what my profile has in the chosen sections" />
          </Stack>
        </Radio.Group>
      </Paper>

      {refused ? (
        <Alert color="red" variant="light" role="alert" title="Your profile was not changed">
          {refused}
        </Alert>
      ) : null}

      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {names.length > 0 ? `Copies ${names.join(', ')}.` : 'Choose at least one section to copy.'} This result can be
          used until {formatDateTime(parsed.expiresAt)}.
        </Text>
        <Group gap="sm">
          <Button variant="subtle" onClick={onStartOver}>
            Start over
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={apply.isPending}
            onClick={() => apply.mutate({ parsedResumeId: parsed._id, sections: chosen, overwrite })}
          >
            Copy to my profile
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
