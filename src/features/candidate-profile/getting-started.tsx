// The candidate's guided tour (spec: "Guided tours are marked done per role"): a "Getting started"
// card above the profile's tabs until it is dismissed, with the first things a job seeker does.
// Dismissing it records the tour done on the account (candidate/istourdone), so it stays hidden on
// every device; the profile query is updated at once rather than read again.
import { t } from '@lingui/core/macro';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMarkCandidateTourDone } from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateProfile, GetCandidateProfile200 } from '@generated/api/model';
import { GettingStartedCard, type TourStep } from '@/components/getting-started/getting-started-card';
import { PROFILE_QUERY_KEY } from './use-profile';

/** The steps in the reader's language: a function, as the language is known only at render. */
function tourSteps(): readonly TourStep[] {
  return [
    {
      link: linkOptions({ to: '/jobsseekers/profile', search: { tab: 1 } }),
      title: t`Add your work experience`,
      text: t`Employers searching for candidates find you by what you have done.`,
    },
    {
      link: linkOptions({ to: '/jobsseekers/resume-option' }),
      title: t`Create or upload a resume`,
      text: t`Build one from your profile, or upload the one you have, and apply in one click.`,
    },
    {
      link: linkOptions({ to: '/recommended-jobs' }),
      title: t`See jobs picked for you`,
      text: t`Matched to your skills, experience and the places you want to work.`,
    },
    {
      link: linkOptions({ to: '/jobsseekers/my-jobs', search: { tab: 'alerts' } }),
      title: t`Get new jobs by e-mail`,
      text: t`A job alert sends matching jobs as they are posted.`,
    },
  ];
}

export function CandidateGettingStarted({ profile }: { profile: CandidateProfile }) {
  const client = useQueryClient();
  const done = useMarkCandidateTourDone({
    mutation: {
      onSuccess: (r) =>
        client.setQueryData<GetCandidateProfile200>(PROFILE_QUERY_KEY, (old) =>
          old ? { ...old, data: { ...old.data, tourDone: r.data.tourDone } } : old,
        ),
    },
  });
  if (profile.tourDone) return null;
  return (
    <Box mb="lg">
      <GettingStartedCard
        steps={tourSteps()}
        intro={t`A few first steps to find your next job.`}
        onDismiss={() => done.mutate({ data: { tourDone: true } })}
        dismissing={done.isPending}
      />
    </Box>
  );
}
