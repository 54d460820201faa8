// The four ways of giving the board a resume: build one here (filled from the profile), upload a
// file in the profile's resume tab, let the parser read a file into the profile, or import a JSON
// Resume. Building needs the plan's resume builder and reading its resume parser; a JSON Resume
// is read by the server without the parser, so any plan may import one.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { UploadIcon, PencilIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api/api-error';
import { isLimitOver, LimitOverPrompt } from '@/lib/plans/limit-over';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { BracesIcon, SparkIcon } from '../icons';
import { OptionCard } from './option-card';
import { useStartResume } from './use-start-resume';

/**
 * A 403 reaches the screen without a toast (the seam's rule, spec §8): the plan's resume builds
 * are used up (LIMIT_OVER), or the plan changed since the page loaded. Other failures were
 * already shown as a toast.
 */
function RefusedStart({ error }: { error: unknown }) {
  if (isLimitOver(error))
    return <LimitOverPrompt error={error} feature="resume_builder" title={t`Your plan's resume builds are used up`} />;
  if (!isApiError(error) || error.status !== 403) return null;
  return <UpgradePrompt feature="resume_builder" reason={error.message} announce />;
}

export function ResumeOptions() {
  const builder = useFeature('resume_builder');
  const parser = useFeature('resume_parser');
  const start = useStartResume();
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      <OptionCard
        icon={<PencilIcon size={24} />}
        title={t`Build one`}
        text={t`Start from what your profile already says, pick a design and download a polished PDF.`}
        plan={builder}
        action={
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            <Trans>Build my resume</Trans>
          </Button>
        }
        footer={<RefusedStart error={start.error} />}
      />
      <OptionCard
        icon={<UploadIcon size={24} />}
        title={t`Upload a file`}
        text={t`Already have a PDF or Word resume? Add it to your profile and use it when you apply.`}
        action={
          <Button
            variant="light"
            renderRoot={(props) => <Link {...props} to="/jobsseekers/profile" search={{ tab: 3 }} />}
          >
            <Trans>Upload in my profile</Trans>
          </Button>
        }
      />
      <OptionCard
        icon={<SparkIcon size={24} />}
        title={t`Read my resume`}
        text={t`Upload your resume and we fill your profile from it. You check everything before it is saved.`}
        plan={parser}
        action={
          <Button variant="light" renderRoot={(props) => <Link {...props} to="/jobsseekers/resume-parser" />}>
            <Trans>Read my resume</Trans>
          </Button>
        }
      />
      <OptionCard
        icon={<BracesIcon size={24} />}
        title={t`Import a JSON Resume`}
        text={t`Moving from another site? Bring your jsonresume.org file and review it before it goes into your profile.`}
        action={
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/jobsseekers/resume-parser" search={{ source: 'json-resume' }} />
            )}
          >
            <Trans>Import a JSON file</Trans>
          </Button>
        }
      />
    </SimpleGrid>
  );
}
