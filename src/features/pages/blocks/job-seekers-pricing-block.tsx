// The job seeker plans of the board with their prices.
import { t } from '@lingui/core/macro';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import { PlansGrid } from './plans-grid';

export default function JobSeekersPricingBlock({ settings, blockId }: BlockProps<'job_seekers_pricing'>) {
  return (
    <BlockSection blockId={blockId} heading={settings.heading} intro={settings.text} label={t`Plans for job seekers`}>
      <PlansGrid audience="candidate" billingPeriod={settings.billingPeriod} />
    </BlockSection>
  );
}
