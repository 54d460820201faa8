// One block of a page: its component, loaded only when a page shows that type (the index route's
// JavaScript does not grow with the block types), a placeholder the size of what is coming while
// it loads, and a boundary so one broken block never takes the rest of the page down.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { BlockType } from '@generated/manifest';
import type { PageBlock } from '@generated/api/model';
import type { BlockProps } from './block-types';
import { BlockSkeleton } from './page-skeleton';

type AnyBlock = ComponentType<BlockProps<never>>;

const components: Record<BlockType, ComponentType<BlockProps<never>>> = {
  text: lazy(() => import('./blocks/text-block')) as AnyBlock,
  spotlight: lazy(() => import('./blocks/spotlight-block')) as AnyBlock,
  browse_jobs: lazy(() => import('./blocks/browse-jobs-block')) as AnyBlock,
  call_to_action: lazy(() => import('./blocks/call-to-action-block')) as AnyBlock,
  signup_form: lazy(() => import('./blocks/signup-form-block')) as AnyBlock,
  job_alert: lazy(() => import('./blocks/job-alert-block')) as AnyBlock,
  apps_link: lazy(() => import('./blocks/apps-link-block')) as AnyBlock,
  html: lazy(() => import('./blocks/html-block')) as AnyBlock,
  browse_companies: lazy(() => import('./blocks/browse-companies-block')) as AnyBlock,
  employer_pricing: lazy(() => import('./blocks/employer-pricing-block')) as AnyBlock,
  job_seekers_pricing: lazy(() => import('./blocks/job-seekers-pricing-block')) as AnyBlock,
};

class BlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function BlockSlot({ block }: { block: PageBlock }) {
  const Block = components[block.type as BlockType];
  if (!Block) return null;
  return (
    <BlockBoundary>
      <Suspense fallback={<BlockSkeleton type={block.type as BlockType} />}>
        <Block settings={block.settings as never} blockId={block._id} />
      </Suspense>
    </BlockBoundary>
  );
}
