import { t } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { KnockOutsPage, type KnockOutsTab } from '@/features/knock-outs/knock-outs-page';
import { ResponsesPage } from '@/features/pipeline/responses/responses-page';
import { validateResponsesSearch, type ResponsesSearch, type UrlSearch } from '@/features/pipeline/shared/search';

/** `screening` opens a job's knock-out screens instead (docs/knock-outs.md): set_aside or rules. */
type Search = UrlSearch<ResponsesSearch> & { screening?: unknown };

export const Route = createFileRoute('/employer/responses')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): Search => search,
  component: Page,
});

function Page() {
  const raw = Route.useSearch();
  const navigate = useNavigate();
  const search = validateResponsesSearch(raw);
  const screening: KnockOutsTab | null =
    raw.screening === 'set_aside' || raw.screening === 'rules' ? raw.screening : null;
  return (
    <PermissionGate permission="manage_applicants" permissionLabel={t`Manage applicants`} what={t`the responses`}>
      {screening ? (
        <KnockOutsPage
          jobId={search.jobId}
          tab={screening}
          onTab={(tab) =>
            void navigate({ to: '/employer/responses', search: { jobId: search.jobId, screening: tab }, replace: true })
          }
        />
      ) : (
        <ResponsesPage search={search} />
      )}
    </PermissionGate>
  );
}
