// One candidate as a card, from 375 px up: selection, who they are, where and how experienced,
// the first skills, the match score, the first of their additional details (search results only)
// and, only where the company may see them, the contact details. Search results and list members share it; `footer` and `actions` add their parts.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Card, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CandidateCard } from '@generated/api/model';
import { FileIcon, LockIcon } from '@/components/ui/icons';
import { BriefcaseIcon, ClockIcon, MapPinIcon } from '@/components/ui/line-icons';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { formatDateTime, relativeDay } from '@/lib/format/dates';
import { experienceText, firstSkills, phoneText, placeText, roleText } from './card-format';
import { CandidateLink } from './candidate-link';
import { CardDetails } from './card-details';

type Props = {
  card: CandidateCard;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  footer?: ReactNode;
  actions?: ReactNode;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <Box component="span" aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      <Text fz="sm" c="dimmed" span>
        {children}
      </Text>
    </Group>
  );
}

function Contact({ card }: { card: CandidateCard }) {
  if (!card.contactVisible)
    return (
      <Group gap={6} wrap="nowrap">
        <LockIcon size={14} aria-hidden />
        <Text fz="sm" c="dimmed">
          <Trans>Contact hidden</Trans>
        </Text>
      </Group>
    );
  const phone = phoneText(card);
  return (
    <Group gap={4} wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
      {card.email ? (
        <Text fz="sm" component="a" href={`mailto:${card.email}`} c="blue.8" style={{ wordBreak: 'break-all' }}>
          {card.email}
        </Text>
      ) : null}
      {phone ? (
        <Text fz="sm" component="a" href={`tel:${phone.replace(/\s/g, '')}`} c="blue.8">
          {phone}
        </Text>
      ) : null}
    </Group>
  );
}

export function CandidateResultCard({ card, selected, onSelect, footer, actions }: Props) {
  const nameId = `candidate-${card._id}`;
  const skills = firstSkills(card.skills);
  const place = placeText(card);
  const experience = experienceText(card.experienceYears);
  const role = roleText(card);
  return (
    <Card component="li" p="md" withBorder aria-labelledby={nameId} bg={selected ? 'blue.0' : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t`Select ${card.name}`}
        />
        <PersonAvatar src={card.avatar} name={card.name} size="lg" visibleFrom="xs" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <CandidateLink id={nameId} candidateId={card._id} name={card.name} />
              {card.isNew ? (
                <Badge size="sm" color="green" variant="light" c="green.9" tt="none">
                  <Trans>New</Trans>
                </Badge>
              ) : null}
              {card.hasResume ? (
                <Tooltip label={t`Has a resume`}>
                  <Box
                    component="span"
                    c="dimmed"
                    style={{ display: 'inline-flex' }}
                    role="img"
                    aria-label={t`Has a resume`}
                  >
                    <FileIcon size={16} aria-hidden />
                  </Box>
                </Tooltip>
              ) : null}
            </Group>
            {card.matchScore !== null ? (
              <Badge
                variant="light"
                color="blue"
                c="blue.9"
                tt="none"
                aria-label={t`Match score ${card.matchScore} out of 100`}
              >
                <Trans>{card.matchScore}% match</Trans>
              </Badge>
            ) : null}
          </Group>
          {role ? (
            <Text fz="sm" fw={500} lineClamp={2}>
              {role}
            </Text>
          ) : null}
          <Group gap={4} wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
            {place ? <Fact icon={<MapPinIcon size={14} />}>{place}</Fact> : null}
            {experience ? <Fact icon={<BriefcaseIcon size={14} />}>{experience}</Fact> : null}
            {card.lastActiveAt ? (
              <Fact icon={<ClockIcon size={14} />}>
                <Trans>Last active </Trans>
                <time dateTime={card.lastActiveAt} title={formatDateTime(card.lastActiveAt)}>
                  {relativeDay(card.lastActiveAt)}
                </time>
              </Fact>
            ) : null}
          </Group>
          {skills.shown.length ? (
            <Group gap={6} wrap="wrap" aria-label={t`Skills`} role="list">
              {skills.shown.map((s) => (
                <Badge key={s} role="listitem" variant="default" size="sm" tt="none" fw={500}>
                  {s}
                </Badge>
              ))}
              {skills.more ? (
                <Text fz="xs" c="dimmed" role="listitem">
                  <Trans>+{skills.more} more</Trans>
                </Text>
              ) : null}
            </Group>
          ) : null}
          <CardDetails answers={card.additionalDetails} />
          <Contact card={card} />
          {footer || actions ? (
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              {footer ?? <span />}
              {actions}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
