// Turns on Web Push for this browser. Shared by the candidate's and the employer's notification
// screens. Hidden unless the plan has push_notifications (and the settings carry the VAPID key).
// Permission is asked only when the button is clicked; then the service worker is registered,
// the browser subscribes with the installation's key, and the subscription is saved with
// saveDeviceToken (platform web). Once on, the per-kind choice is shown.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useSaveDeviceToken } from '@generated/api/notifications/notifications';
import { STALE } from '@/lib/query/query-client';
import { toast } from '@/lib/toast/toast';
import { currentSubscription, deviceLabel, pushSupported, subscribe } from './push-browser';
import { savedKinds } from './push-kinds';
import { PushKindsControl } from './push-kinds-control';

export type EnablePushButtonProps = {
  /** The button's text while push is off. */
  label?: string;
  /** Show the per-kind choice once push is on (default true). */
  withKinds?: boolean;
};

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'working' | 'on' | 'failed';

export function EnablePushButton({ label = t`Turn on push notifications`, withKinds = true }: EnablePushButtonProps) {
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const data = settings.data?.data;
  const publicKey = data?.features.includes('push_notifications') ? (data.pushPublicKey ?? null) : null;
  if (!publicKey) return null;
  return <PushSwitch publicKey={publicKey} label={label} withKinds={withKinds} />;
}

function initialState(): PushState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

function PushSwitch({ publicKey, label, withKinds }: { publicKey: string; label: string; withKinds: boolean }) {
  const save = useSaveDeviceToken();
  const { mutate: refresh } = save;
  const [state, setState] = useState<PushState>(initialState);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);

  // Already on in this browser: show it, and register it again (a refresh keeps the kinds chosen,
  // and a browser shared by two people moves to whoever is signed in now).
  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    const granted = Notification.permission === 'granted';
    (granted ? currentSubscription() : Promise.resolve(null))
      .then((sub) => {
        if (!live) return;
        setSubscription(sub);
        setState(sub ? 'on' : 'off');
        if (sub) refresh({ data: { deviceToken: JSON.stringify(sub.toJSON()), platform: 'web' } });
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [state, refresh]);

  const enable = async () => {
    // Asked first, straight from the click: browsers only honour a request made by a user's gesture.
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
    setState('working');
    try {
      const sub = await subscribe(publicKey);
      const kinds = savedKinds();
      const deviceToken = JSON.stringify(sub.toJSON());
      const res = await save.mutateAsync({
        data: { deviceToken, platform: 'web', deviceName: deviceLabel(), ...(kinds ? { kinds } : {}) },
      });
      setSubscription(sub);
      setState('on');
      toast(res.message || t`Push notifications are on`);
    } catch {
      setState('failed');
    }
  };

  const disable = async () => {
    // The push service then answers 404/410 to the server, which forgets the device.
    await subscription?.unsubscribe().catch(() => false);
    setSubscription(null);
    setState('off');
  };

  if (state === 'checking') return null;
  if (state === 'unsupported')
    return (
      <Text size="sm" c="dimmed">
        <Trans>This browser cannot show push notifications.</Trans>
      </Text>
    );
  if (state === 'denied')
    return (
      <Alert color="yellow" title={t`Notifications are blocked`}>
        <Trans>
          Notifications are blocked for this site. Allow them in your browser&apos;s site settings, then reload this
          page to turn them on.
        </Trans>
      </Alert>
    );
  if (state === 'on' && subscription)
    return (
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" fw={500}>
            <Trans>Push notifications are on for this browser.</Trans>
          </Text>
          <Button size="xs" variant="subtle" onClick={() => void disable()}>
            <Trans>Turn off</Trans>
          </Button>
        </Group>
        {withKinds ? <PushKindsControl deviceToken={JSON.stringify(subscription.toJSON())} /> : null}
      </Stack>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => void enable()} loading={state === 'working'}>
        {label}
      </Button>
      {state === 'failed' ? (
        <Text size="sm" c="red" role="alert">
          <Trans>Push notifications could not be turned on. Please try again.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
