// Which kinds of notification this browser wants pushed: one checkbox per kind, saved by
// registering the device again with `kinds` (the server keeps the choice per device).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSaveDeviceToken } from '@generated/api/notifications/notifications';
import type { NotificationType } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { textOf } from '@/lib/i18n/i18n';
import { ALL_KINDS, PUSH_KINDS, rememberKinds, savedKinds } from './push-kinds';

export type PushKindsControlProps = {
  /** The PushSubscription JSON this browser registered. */
  deviceToken: string;
};

export function PushKindsControl({ deviceToken }: PushKindsControlProps) {
  const save = useSaveDeviceToken();
  const [kinds, setKinds] = useState<string[]>(() => savedKinds() ?? ALL_KINDS);

  const submit = () => {
    const chosen = ALL_KINDS.filter((k) => kinds.includes(k));
    save.mutate(
      { data: { deviceToken, platform: 'web', kinds: chosen } },
      {
        onSuccess: () => {
          rememberKinds(chosen);
          toast(t`Your notification choices are saved`);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Checkbox.Group label={t`Send me push notifications for`} value={kinds} onChange={setKinds}>
        <Stack gap={6} mt={6}>
          {PUSH_KINDS.map(({ kind, label }) => (
            <Checkbox key={kind} value={kind satisfies NotificationType} label={textOf(label)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group>
        <Button size="xs" variant="light" onClick={submit} loading={save.isPending}>
          <Trans>Save choices</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
