// The owner's answers to the board's own employer_registration questions, shown and edited on the
// company setup and the account's overview (no card when the board asks none and kept none). The
// answers are the registering person's (given with the sign-up), so only the owner sees them.
import { t } from '@lingui/core/macro';
import { UserFormCard } from '@/components/user-form/user-form-card';

export function EmployerRegistrationCard() {
  return (
    <UserFormCard
      code="employer_registration"
      title={t`Registration details`}
      description={t`Your answers to this board's questions when you registered the company.`}
    />
  );
}
