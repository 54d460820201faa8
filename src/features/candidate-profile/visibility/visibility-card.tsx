// "Visible to employers": the candidate's own choice to be found by this board's employers in
// candidate search, matches, recommendations and invitations. Off until turned on; a switch saves
// at once (no form to submit), and the profile the server answers shows the saved state.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useUpdateCandidateVisibility } from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateProfile } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/ui/section-card';
import { useProfileSaved } from '../use-profile';

export function VisibilityCard({ profile }: { profile: CandidateProfile }) {
  const saved = useProfileSaved();
  const update = useUpdateCandidateVisibility({
    mutation: {
      onSuccess: (res) => {
        void saved({ profile: res.data, message: res.message });
        toast(res.message);
      },
    },
  });
  const checked = update.isPending ? !!update.variables?.data.isSearchable : profile.isSearchable;
  return (
    <SectionCard
      title={t`Visible to employers`}
      anchor="visibility"
      description={t`Let employers on this board find your profile and invite you to apply.`}
    >
      <Stack gap="sm">
        <Switch
          checked={checked}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ data: { isSearchable: e.currentTarget.checked } })}
          label={t`Employers can find my profile`}
          description={
            checked
              ? t`Employers see your profile, skills and experience in their searches. Your e-mail and phone stay hidden until an employer unlocks them, and you can turn this off at any time.`
              : t`Only employers you apply to see your profile.`
          }
        />
        {update.isError && (
          <Alert color="red" role="alert">
            <Text fz="sm">
              <Trans>Your choice could not be saved. Please try again.</Trans>
            </Text>
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
