// The profile's entry lists as an employer reads them: experience, education, projects and
// certificates, each entry with what, where, when and its details.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { CandidateProfile } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { formatMonth } from '@/lib/format/dates';

type Entry = { id: string; title: string; org?: string; when: string; details?: string | null; link?: string | null };

function period(from: string, to: string | null | undefined, open: string): string {
  return `${formatMonth(from)} – ${to ? formatMonth(to) : open}`;
}

function EntryList({ heading, entries }: { heading: string; entries: Entry[] }) {
  if (!entries.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {heading}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((e) => (
          <Paper component="li" key={e.id} withBorder radius="md" p="sm">
            <Text fw={650} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {e.title}
            </Text>
            {e.org ? (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.org}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed">
              {e.when}
            </Text>
            {e.link ? (
              <Anchor
                href={e.link}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {e.link.replace(/^https?:\/\//, '')}
              </Anchor>
            ) : null}
            {e.details ? (
              <CollapsibleText threshold={96}>
                <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {e.details}
                </Text>
              </CollapsibleText>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

export function ProfileEntries({ profile }: { profile: CandidateProfile }) {
  const experiences: Entry[] = profile.experiences.map((x) => ({
    id: x._id,
    title: x.title,
    org: [x.comNm, x.location].filter(Boolean).join(' · '),
    when: period(x.from, x.to, t`Present`),
    details: x.description,
  }));
  const educations: Entry[] = profile.educations.map((x) => ({
    id: x._id,
    title: [x.qualification, x.fieldOfStudy].filter(Boolean).join(', '),
    org: x.instiNm,
    when: `${period(x.from, x.to, t`Present`)}${x.grade ? ` · ${x.grade}` : ''}`,
  }));
  const projects: Entry[] = profile.projects.map((x) => ({
    id: x._id,
    title: x.title,
    when: period(x.from, x.to, t`Ongoing`),
    details: x.desc,
    link: x.url,
  }));
  const certificates: Entry[] = profile.certificates.map((x) => ({
    id: x._id,
    title: x.title,
    org: x.issuedBy,
    when: x.to ? t`Issued ${formatMonth(x.from)} · Expires ${formatMonth(x.to)}` : t`Issued ${formatMonth(x.from)}`,
    link: x.credentialUrl,
  }));
  if (!experiences.length && !educations.length && !projects.length && !certificates.length)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>No experience, education, projects or certificates on the profile yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      <EntryList heading={t`Experience`} entries={experiences} />
      <EntryList heading={t`Education`} entries={educations} />
      <EntryList heading={t`Projects`} entries={projects} />
      <EntryList heading={t`Certificates`} entries={certificates} />
    </Stack>
  );
}
