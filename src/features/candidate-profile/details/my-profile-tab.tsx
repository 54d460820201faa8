// Tab 0, My profile: the three detail forms (each saved on its own, each an anchor the completion
// card links to), the answers to the board's own sign-up questions (when it asks any), the choice
// to be found by employers, the accomplishments, the password and the candidate's data controls.
import { t } from '@lingui/core/macro';
import { Stack } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { CandidateProfile } from '@generated/api/model';
import { UserFormCard } from '@/components/user-form/user-form-card';
import { toast } from '@/lib/toast/toast';
import { ChangePasswordCard } from '../account/change-password-card';
import { AccomplishmentsCard } from '../accomplishments/accomplishments-card';
import { SectionCard } from '@/components/ui/section-card';
import { DETAIL_ANCHORS } from '../completion';
import { YourDataCard } from '../data/your-data-card';
import { useProfileSaved } from '../use-profile';
import { VisibilityCard } from '../visibility/visibility-card';
import { BasicDetailsForm } from './basic-details-form';
import { IndustryDetailsForm } from './industry-details-form';
import { PersonalDetailsForm } from './personal-details-form';

export function MyProfileTab({ profile, security = null }: { profile: CandidateProfile; security?: ReactNode }) {
  const saved = useProfileSaved();
  const hash = useLocation({ select: (l) => l.hash });
  // The completion card links to a form by its anchor (?tab=0#industry-details); the tab renders
  // after the navigation, so the browser's own jump to the anchor finds nothing yet.
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const onSaved = (next: CandidateProfile, message: string) => {
    void saved({ profile: next, message });
    toast(message);
  };
  return (
    <Stack gap="lg">
      <SectionCard
        title={t`Basic details`}
        anchor={DETAIL_ANCHORS.basicDetails}
        description={t`How employers see and reach you.`}
      >
        <BasicDetailsForm profile={profile} onSaved={onSaved} />
      </SectionCard>
      <SectionCard
        title={t`Personal details`}
        anchor={DETAIL_ANCHORS.personalDetails}
        description={t`Where you live helps employers near you find you.`}
      >
        <PersonalDetailsForm profile={profile} onSaved={onSaved} />
      </SectionCard>
      <SectionCard
        title={t`Industry details and skills`}
        anchor={DETAIL_ANCHORS.industryDetails}
        description={t`What you do, what you earn and what you expect: used to match you with jobs.`}
      >
        <IndustryDetailsForm profile={profile} onSaved={onSaved} />
      </SectionCard>
      <UserFormCard
        code="candidate_registration"
        title={t`Registration details`}
        description={t`Your answers to this board's questions when you signed up.`}
      />
      <VisibilityCard profile={profile} />
      <AccomplishmentsCard />
      <ChangePasswordCard candidateId={profile._id} />
      {security}
      <YourDataCard name={profile.name} />
    </Stack>
  );
}
