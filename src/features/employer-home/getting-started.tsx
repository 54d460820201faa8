// The employer's guided tour: a "Getting started" card on the home screen until it is dismissed,
// with the first things to do, each a link, shown only to those allowed to do them. Dismissing it
// marks the tour done on the account (employer/istourdone), so it stays hidden on every device.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { getGetEmployerQueryKey, useSetEmployerTourDone } from '@generated/api/employer/employer';
import type { TeamMemberPermission } from '@generated/api/model';
import { GettingStartedCard, type TourStep } from '@/components/getting-started/getting-started-card';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';

type Step = TourStep & { needs?: TeamMemberPermission; ownerOnly?: boolean };

function tourSteps(): Step[] {
  return [
    {
      link: linkOptions({ to: '/employer/profile' }),
      title: t`Complete your company profile`,
      text: t`Logo, about, benefits and photos are what candidates see first.`,
      ownerOnly: true,
    },
    {
      link: linkOptions({ to: '/employer/job-type' }),
      title: t`Post your first job`,
      text: t`Nine short steps, saved as you go.`,
      needs: 'post_jobs',
    },
    {
      link: linkOptions({ to: '/employer/all-applicant' }),
      title: t`Review your applicants`,
      text: t`Shortlist, interview and hire from one pipeline.`,
      needs: 'manage_applicants',
    },
    {
      link: linkOptions({ to: '/employer/profile' }),
      title: t`Invite your team`,
      text: t`Give colleagues exactly the access they need.`,
      needs: 'team',
    },
    {
      link: linkOptions({ to: '/employer/analytics' }),
      title: t`Watch what works`,
      text: t`Views, applications and hires by month and by job.`,
      needs: 'view_analytics',
    },
  ];
}

export function GettingStarted() {
  const client = useQueryClient();
  const { employer, can, isOwner } = useEmployerPermissions();
  const done = useSetEmployerTourDone({
    mutation: { onSuccess: (r) => client.setQueryData(getGetEmployerQueryKey(), r) },
  });
  if (!employer || employer.tourDone) return null;
  const steps = tourSteps().filter((s) => (s.ownerOnly ? isOwner : !s.needs || can(s.needs)));
  return (
    <GettingStartedCard
      steps={steps}
      intro={t`A few first steps to make the most of your hiring space.`}
      onDismiss={() => done.mutate({ data: { tourDone: true } })}
      dismissing={done.isPending}
    />
  );
}
