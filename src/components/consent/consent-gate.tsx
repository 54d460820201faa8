// The consent banner and the cookie preferences on the page (docs/consent.md). On the first page,
// so it holds no UI of its own: the banner's and the dialog's code load only when one is shown.
// Nothing renders on the server nor while the page is being hydrated (the server snapshot says
// "not yet"): the choice is in the visitor's storage, which the server cannot read, so rendering
// it during hydration would be a mismatch. The banner is fixed at the bottom: it moves nothing.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { consentPolicyOf } from '@/lib/consent/consent-policy';
import {
  consentPreferencesOpen,
  onConsentChange,
  onConsentPreferences,
  storedConsent,
} from '@/lib/consent/consent-store';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';

const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));
const ConsentPreferences = lazy(() => import('./consent-preferences').then((m) => ({ default: m.ConsentPreferences })));

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;
const noChoice = () => null;

export function ConsentGate() {
  const hydrated = useSyncExternalStore(never, inBrowser, onServer);
  const stored = useSyncExternalStore(onConsentChange, storedConsent, noChoice);
  const preferences = useSyncExternalStore(onConsentPreferences, consentPreferencesOpen, onServer);
  const settings = useTenantSettingsOnFirstPage().data?.data;
  const policy = consentPolicyOf(settings);
  if (!hydrated || !policy.needed || !settings) return null;
  const chosen = stored?.version === policy.policyVersion;
  return (
    <Suspense fallback={null}>
      {preferences ? (
        <ConsentPreferences policyVersion={policy.policyVersion} analytics={settings.analytics} />
      ) : chosen ? null : (
        <ConsentBanner policyVersion={policy.policyVersion} />
      )}
    </Suspense>
  );
}
