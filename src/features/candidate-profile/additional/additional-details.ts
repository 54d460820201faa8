// Tab 6, Additional details: the board's candidate_additional_details form (its custom fields, with
// the custom_fields licence). The tab is there when the board asks something, or the candidate
// kept answers to questions it has since removed; `unknown` while the form loads.
import { useGetUserForm } from '@generated/api/forms/forms';
import { SILENT } from '@/lib/api/http';
import { formFields } from '@/components/custom-form';

export const ADDITIONAL_DETAILS_FORM = 'candidate_additional_details';

export type Asked = 'yes' | 'no' | 'unknown';

export function useAdditionalDetailsAsked(): Asked {
  // The same query (and cache entry) as the tab's card, so opening the tab reads no second time.
  const query = useGetUserForm(
    { code: ADDITIONAL_DETAILS_FORM },
    { request: SILENT, query: { staleTime: 0, retry: false } },
  );
  if (query.isError) return 'no';
  const data = query.data?.data;
  if (!data) return 'unknown';
  const fields = formFields(data.form).filter((f) => !f.isDefault);
  return fields.length > 0 || (data.formerAnswers?.length ?? 0) > 0 ? 'yes' : 'no';
}
