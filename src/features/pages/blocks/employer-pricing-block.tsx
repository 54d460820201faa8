// The employer plans of the board with their prices, and the top-ups for a signed-in employer.
import { t } from '@lingui/core/macro';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import { PlansGrid } from './plans-grid';

export default function EmployerPricingBlock({ settings, blockId }: BlockProps<'employer_pricing'>) {
  return (
    <BlockSection blockId={blockId} heading={settings.heading} intro={settings.text} label={t`Plans for employers`}>
      <PlansGrid audience="employer" billingPeriod={settings.billingPeriod} showTopUps={settings.showTopUps} />
    </BlockSection>
  );
}
