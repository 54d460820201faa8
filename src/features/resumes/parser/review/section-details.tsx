// What each section of a parsed resume holds, as the review shows it: the basic details as
// labelled values, skills as chips, and the jobs, education, projects and certificates as entries
// with their dates; whatever the parser was unsure of is marked "Check this".
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ParsedResume } from '@generated/api/model';
import { formatMonth } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { FoundEntry, FoundField } from './found';
import { BASIC_FIELDS, basicValue, needsCheck, periodOf, type InitSection } from './review-model';

/** "Engineer at Infosys", either alone, or empty. */
function jobAt(title: string | null | undefined, company: string | null | undefined): string {
  return title && company ? t`${title} at ${company}` : title || company || '';
}

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

function BasicDetails({ parsed }: { parsed: ParsedResume }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} m={0}>
      {BASIC_FIELDS.map((f) => (
        <FoundField
          key={f.key}
          label={textOf(f.label)}
          value={basicValue(parsed, f.key)}
          check={needsCheck(parsed.confidence[f.key])}
          wide={f.key === 'about'}
        />
      ))}
    </SimpleGrid>
  );
}

function Skills({ parsed }: { parsed: ParsedResume }) {
  return (
    <Group component="ul" gap={6} style={list}>
      {parsed.skillIds.map((s, i) => {
        const check = needsCheck(s.confidence);
        return (
          <Badge
            key={`${s.nm}-${i}`}
            component="li"
            variant="light"
            color={check ? 'yellow' : 'gray'}
            radius="sm"
            size="lg"
            tt="none"
            fw={500}
            data-check={check ? 'true' : undefined}
          >
            {s.nm}
            {check ? (
              <>
                {' '}
                <span aria-hidden>?</span>
                <VisuallyHidden>
                  <Trans>(check this)</Trans>
                </VisuallyHidden>
              </>
            ) : null}
          </Badge>
        );
      })}
    </Group>
  );
}

export function SectionDetails({ section, parsed }: { section: InitSection; parsed: ParsedResume }) {
  if (section === 'basicDetails') return <BasicDetails parsed={parsed} />;
  if (section === 'skills') return <Skills parsed={parsed} />;
  const entries =
    section === 'experience'
      ? parsed.experiences.map((e) => ({
          title: jobAt(e.title, e.comNm) || t`A job without a title`,
          lines: [periodOf(e.from, e.to, e.isCurrent), e.location ?? null, e.description],
          check: needsCheck(e.confidence),
        }))
      : section === 'education'
        ? parsed.educations.map((e) => ({
            title: [e.qualification, e.fieldOfStudy].filter(Boolean).join(', ') || t`A qualification`,
            lines: [e.instiNm, periodOf(e.from, e.to), e.grade],
            check: needsCheck(e.confidence),
          }))
        : section === 'project'
          ? parsed.projects.map((p) => ({
              title: p.title ?? t`A project without a title`,
              lines: [periodOf(p.from, p.to), p.url ?? null, p.desc],
              check: needsCheck(p.confidence),
            }))
          : parsed.certificates.map((c) => ({
              title: c.title ?? t`A certificate without a title`,
              lines: [
                c.issuedBy,
                c.from ? t`Issued ${formatMonth(c.from)}` : null,
                c.credentialId ? t`Credential ${c.credentialId}` : null,
              ],
              check: needsCheck(c.confidence),
            }));
  return (
    <Stack component="ul" gap="xs" style={list}>
      {entries.map((e, i) => (
        <FoundEntry key={i} title={e.title} lines={e.lines} check={e.check} />
      ))}
      {entries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          <Trans>Nothing found.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
