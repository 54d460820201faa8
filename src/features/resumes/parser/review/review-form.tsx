// The review of a parsed (or imported) resume before anything reaches the profile: every section
// found, each with a checkbox (only the chosen ones are shown in full: that is what will be
// copied), the values the parser was unsure of marked "Check this", whether to add to the profile
// or replace what it holds, then initCandidateProfile({ parsedResumeId, sections, overwrite }) and
// on to the profile.
//
// The values are not edited here: initCandidateProfile copies the stored result by its id and
// takes no edited values, so an editable form would suggest changes that are never saved. The
// candidate is told to correct what is marked in the profile, where every field can be edited.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Checkbox, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ParsedResume } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { CANDIDATE_PROFILE_KEY, initCandidateProfile } from '../../api/profile-calls';
import { REVIEW_SECTIONS, sectionsFound, type InitSection } from './review-model';
import { SectionDetails } from './section-details';

type Props = { parsed: ParsedResume; onStartOver: () => void };

function refusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 404)
    return t`This result has expired (results are kept for 24 hours). Please read your resume again.`;
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
      toast(t`Your profile is filled in from your resume`);
      void client.invalidateQueries({ queryKey: CANDIDATE_PROFILE_KEY });
      void navigate({ to: '/jobsseekers/profile' });
    },
  });
  const toCheck = REVIEW_SECTIONS.filter((s) => chosen.includes(s.key)).reduce((n, s) => n + s.checks(parsed), 0);
  const names = REVIEW_SECTIONS.filter((s) => chosen.includes(s.key)).map((s) => textOf(s.title));
  const sectionList = names.join(', ');
  const toggle = (key: InitSection, on: boolean) =>
    setChosen((all) =>
      on ? REVIEW_SECTIONS.map((s) => s.key).filter((k) => k === key || all.includes(k)) : all.filter((k) => k !== key),
    );
  const refused = refusal(apply.error);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="xl">
          <Trans>Check what we found</Trans>
        </Title>
        <Text fz="sm" c="dimmed">
          <Trans>
            From {parsed.file.name}. Choose what to copy to your profile; nothing is saved until you confirm. You can
            change every detail in your profile afterwards.
          </Trans>
        </Text>
      </Stack>
      {toCheck > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          title={plural(toCheck, { one: '# detail needs a look', other: '# details need a look' })}
        >
          <Trans>
            We were not sure we read the details marked “Check this” correctly. Copy them, then correct them in your
            profile if they are wrong.
          </Trans>
        </Alert>
      ) : null}
      {parsed.warnings.length > 0 ? (
        <Alert color="gray" variant="default" title={t`What we could not read`}>
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
        const title = textOf(s.title);
        return (
          <Paper
            key={s.key}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={title}
            bg={on ? undefined : 'gray.0'}
          >
            <Group justify="space-between" wrap="wrap" gap="xs" mb={on ? 'sm' : 0}>
              <Checkbox
                label={<Text fw={650}>{title}</Text>}
                checked={on}
                disabled={count === 0}
                onChange={(e) => toggle(s.key, e.currentTarget.checked)}
                aria-describedby={`${s.key}-state`}
              />
              <Group gap={6}>
                {checks > 0 && on ? (
                  <Badge color="yellow" variant="light" radius="sm">
                    <Trans>{checks} to check</Trans>
                  </Badge>
                ) : null}
                <Text id={`${s.key}-state`} fz="xs" c="dimmed">
                  {count === 0
                    ? t`Nothing found`
                    : on
                      ? t`${count} found, will be copied`
                      : t`${count} found, not copied`}
                </Text>
              </Group>
            </Group>
            {on ? <SectionDetails section={s.key} parsed={parsed} /> : null}
          </Paper>
        );
      })}

      <Paper withBorder radius="md" p="md">
        <Radio.Group
          label={t`Where your profile already has details`}
          value={overwrite ? 'replace' : 'add'}
          onChange={(v) => setOverwrite(v === 'replace')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="add" label={t`Add these to what my profile has`} />
            <Radio value="replace" label={t`Replace what my profile has in the chosen sections`} />
          </Stack>
        </Radio.Group>
      </Paper>

      {refused ? (
        <Alert color="red" variant="light" role="alert" title={t`Your profile was not changed`}>
          {refused}
        </Alert>
      ) : null}

      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {names.length > 0 ? t`Copies ${sectionList}.` : t`Choose at least one section to copy.`}{' '}
          <Trans>This result can be used until {formatDateTime(parsed.expiresAt)}.</Trans>
        </Text>
        <Group gap="sm">
          <Button variant="subtle" onClick={onStartOver}>
            <Trans>Start over</Trans>
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={apply.isPending}
            onClick={() => apply.mutate({ parsedResumeId: parsed._id, sections: chosen, overwrite })}
          >
            <Trans>Copy to my profile</Trans>
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
