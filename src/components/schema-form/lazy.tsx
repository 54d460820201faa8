// The form is loaded when it first renders: @rjsf/core stays out of every chunk that merely
// imports this module.
import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import type { SchemaFormProps } from './schema-form';

const Impl = lazy(() => import('./schema-form').then((m) => ({ default: m.SchemaFormImpl })));

export function SchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<LoadingState rows={3} label={t`Loading settings…`} />}>
      <Impl {...props} />
    </Suspense>
  );
}
