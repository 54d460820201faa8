// The contact block: e-mail and mobile masked (a***@gmail.com) until the company reveals them,
// the company's remaining contact views, and "Reveal contact details". A refused reveal past the
// plan's limit (403 LIMIT_OVER) shows the upgrade prompt; a free second reveal says it was free.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useGetViewedCandidateCount } from '@generated/api/employer-candidates/employer-candidates';
import type { CandidateProfile, ViewLimit } from '@generated/api/model';
import { LockIcon } from '@/components/ui/icons';
import { LimitOverPrompt } from '@/lib/plans/limit-over';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { Fact } from '@/components/candidate-summary/fact';
import { viewsLeft } from '../shared/words';
import type { Reveal } from './use-reveal';

type Props = {
  profile: CandidateProfile;
  /** Whether the company had revealed them before this page opened. */
  visible: boolean;
  reveal: Reveal;
};

function phoneOf(code: string | null | undefined, number: string | null | undefined): string | null {
  return number ? [code, number].filter(Boolean).join(' ') : null;
}

/** The reveal's own answer is the freshest count; the count call serves until there is one. */
function RemainingViews({ after }: { after?: ViewLimit }) {
  const count = useGetViewedCandidateCount({}, { query: { staleTime: 30_000 } });
  const left = after ?? count.data?.data.contactViewsRemaining;
  if (left === undefined) return null;
  return (
    <Text fz="sm" c="dimmed" aria-live="polite">
      {viewsLeft(left)}
    </Text>
  );
}

export function ContactCard({ profile, visible, reveal }: Props) {
  const feature = useFeature('candidate_contact_view');
  const contact = reveal.contact;
  const shown = visible || Boolean(contact);
  const email = contact?.email ?? profile.email;
  const phone = contact ? phoneOf(contact.countryCode, contact.mobNo) : phoneOf(profile.countryCode, profile.mobNo);
  const linkedIn = contact?.linkedIn ?? profile.linkedIn ?? null;

  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 1 }} spacing="sm" m={0}>
        <Fact label={t`E-mail`}>{shown ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : email || '-'}</Fact>
        <Fact label={t`Mobile`}>
          {shown && phone ? <Anchor href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Anchor> : (phone ?? '-')}
        </Fact>
        {shown && linkedIn ? (
          <Fact label={t`LinkedIn`}>
            <Anchor href={linkedIn} target="_blank" rel="noopener noreferrer">
              {linkedIn.replace(/^https?:\/\/(www\.)?/, '')}
            </Anchor>
          </Fact>
        ) : null}
      </SimpleGrid>
      {contact ? (
        <Text fz="sm" role="status">
          {contact.charged
            ? t`Contact details unlocked for your company: one contact view was used.`
            : t`Already unlocked for your company, so no contact view was used.`}
        </Text>
      ) : visible ? (
        <Text fz="sm" c="dimmed">
          <Trans>Unlocked for your company; opening them again uses no contact view.</Trans>
        </Text>
      ) : feature.isLoading ? null : feature.allowed ? (
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<LockIcon size={16} />} onClick={reveal.reveal} loading={reveal.isPending}>
            <Trans>Reveal contact details</Trans>
          </Button>
          <RemainingViews />
        </Group>
      ) : (
        <UpgradePrompt feature="candidate_contact_view" />
      )}
      {contact ? <RemainingViews after={contact.contactViewsRemaining} /> : null}
      <LimitOverPrompt
        error={reveal.error}
        feature="candidate_contact_view"
        title={t`You have used all the contact views of your plan`}
      />
    </Stack>
  );
}
