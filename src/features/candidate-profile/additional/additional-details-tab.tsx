// Tab 6, Additional details: the candidate's answers to the board's own questions about them, shown
// and edited in place (the shared user-form card: the same renderer and schema as every form).
// Employers read them with the candidate's applications and in candidate search; they do not count
// towards the profile's completion (docs/custom-forms.md).
import { t } from '@lingui/core/macro';
import { UserFormCard } from '@/components/user-form/user-form-card';
import { ADDITIONAL_DETAILS_FORM } from './additional-details';

export function AdditionalDetailsTab() {
  return (
    <UserFormCard
      code={ADDITIONAL_DETAILS_FORM}
      title={t`Additional details`}
      description={t`This board’s own questions about you. Employers see your answers with your applications and when they search for candidates.`}
    />
  );
}
