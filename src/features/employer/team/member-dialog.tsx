// Invite a team member (team-member/add) or edit one (team-member/update/{id}): name, e-mail (on
// invite only; it is their login), job title and the permissions, with role presets that tick
// the usual sets. When the plan's seats are all taken (403 LIMIT_OVER) the server's message shows
// above the buttons with "Upgrade plan".
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TeamMember, TeamMemberPermission } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { textOf } from '@/lib/i18n/i18n';
import { LimitOverPrompt } from '@/lib/plans/limit-over';
import { PERMISSIONS, presetOf, ROLE_PRESETS, sortPermissions } from '../shared/permissions';
import { designationError, emailError, nameError } from '../shared/person-rules';

export type MemberValues = {
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
  permissions: TeamMemberPermission[];
};
type Errors = Partial<Record<keyof MemberValues, string>>;

type Props = {
  /** The member edited; none to invite a new one. */
  member: TeamMember | null;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: MemberValues) => void;
  /** The last save's failure; a used-up seat allowance is shown as an upgrade prompt. */
  error?: unknown;
};

function initialOf(member: TeamMember | null): MemberValues {
  return member
    ? {
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        designation: member.designation ?? '',
        permissions: sortPermissions(member.permissions),
      }
    : { firstName: '', lastName: '', email: '', designation: '', permissions: [] };
}

export function MemberDialog({ member, opened, saving, onClose, onSubmit, error }: Props) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={member ? t`Edit ${member.firstName} ${member.lastName}` : t`Invite a team member`}
      closeOnEscape={!saving}
    >
      {/* Keyed so each opening starts from the member's saved values. */}
      {opened ? (
        <MemberForm
          key={member?._id ?? 'new'}
          member={member}
          saving={saving}
          error={error}
          onCancel={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </AppModal>
  );
}

function MemberForm({
  member,
  saving,
  error,
  onCancel,
  onSubmit,
}: {
  member: TeamMember | null;
  saving: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (values: MemberValues) => void;
}) {
  const [values, setValues] = useState(() => initialOf(member));
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: 'firstName' | 'lastName' | 'email' | 'designation', value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const preset = presetOf(values.permissions);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      firstName: nameError(values.firstName, t`first name`),
      lastName: nameError(values.lastName, t`last name`),
      email: member ? undefined : emailError(values.email),
      designation: designationError(values.designation, true),
      permissions: values.permissions.length ? undefined : t`Choose at least one permission`,
    };
    const bad = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
    setErrors(bad);
    if (Object.keys(bad).length === 0) onSubmit(values);
  };

  return (
    <form aria-label={member ? t`Edit team member` : t`Invite team member`} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t`First name`}
            withAsterisk
            maxLength={50}
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors.firstName}
          />
          <TextInput
            label={t`Last name`}
            withAsterisk
            maxLength={50}
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors.lastName}
          />
        </SimpleGrid>
        <TextInput
          label={t`Work e-mail`}
          type="email"
          withAsterisk={!member}
          readOnly={Boolean(member)}
          description={
            member ? t`Their login; it cannot be changed.` : t`The invitation goes here; it becomes their login.`
          }
          maxLength={254}
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label={t`Job title`}
          withAsterisk
          placeholder={t`e.g. Recruitment Coordinator`}
          maxLength={100}
          value={values.designation}
          onChange={(e) => set('designation', e.currentTarget.value)}
          error={errors.designation}
        />
        <Stack gap={6}>
          <Text fz="sm" fw={500} id="role-presets">
            <Trans>Start from a role</Trans>
          </Text>
          <Group gap="xs" role="group" aria-labelledby="role-presets">
            {ROLE_PRESETS.map((r) => (
              <Chip
                key={r.key}
                checked={preset === r.key}
                onChange={() => setValues((v) => ({ ...v, permissions: [...r.permissions] }))}
                variant="light"
              >
                {textOf(r.label)}
              </Chip>
            ))}
          </Group>
        </Stack>
        <Checkbox.Group
          label={t`Permissions`}
          withAsterisk
          value={values.permissions}
          onChange={(next) =>
            setValues((v) => ({ ...v, permissions: sortPermissions(next as TeamMemberPermission[]) }))
          }
          error={errors.permissions}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
            {PERMISSIONS.map((p) => (
              <Checkbox key={p.value} value={p.value} label={textOf(p.label)} description={textOf(p.hint)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <LimitOverPrompt error={error} feature="team_management" title={t`All team seats of your plan are taken`} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {member ? t`Save changes` : t`Send invitation`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
