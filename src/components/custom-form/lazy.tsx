// The renderer is loaded when it first renders: @rjsf/core stays out of every chunk that merely
// imports this module (forms only appear on route-level screens).
import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import type { CustomFormRendererProps } from './types';

const Renderer = lazy(() => import('./custom-form-renderer').then((m) => ({ default: m.CustomFormRendererImpl })));

export function CustomFormRenderer(props: CustomFormRendererProps) {
  return (
    <Suspense fallback={<LoadingState rows={4} label={t`Loading form…`} />}>
      <Renderer {...props} />
    </Suspense>
  );
}
