// The visitor's cookie choice: nothing stored before they choose, the choice kept with its policy
// version (another version counts as no choice), one visitor id across changes of mind, listeners
// told of each choice, and a page that still works when storage is blocked or damaged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_KEY,
  consentFor,
  consentPreferencesOpen,
  onConsentChange,
  onConsentPreferences,
  resetConsentStore,
  setConsentPreferencesOpen,
  storedConsent,
} from './consent-store';
import { saveConsent } from './consent-save';
import { tracksVisitors } from '@shared/analytics/tracks-visitors.ts';
import { consentPolicyOf } from './consent-policy';

// The web tests share one page (isolate: false): another file's storage is not this visitor's.
beforeEach(() => localStorage.clear());

afterEach(() => {
  resetConsentStore();
  localStorage.clear();
});

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the consent store', () => {
  it('holds nothing, and writes nothing, before the visitor chooses', () => {
    expect(consentFor('1')).toBeNull();
    expect(storedConsent()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the choice with its policy version, and a new version asks again', () => {
    const entry = saveConsent(
      { analytics: true, marketing: false },
      '2026-03',
      localStorage,
      new Date('2026-03-14T10:00:00Z'),
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '{}')).toEqual({
      analytics: true,
      marketing: false,
      version: '2026-03',
      at: '2026-03-14T10:00:00.000Z',
      visitorId: entry.visitorId,
    });
    expect(entry.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(consentFor('2026-03')).toEqual({ analytics: true, marketing: false });
    expect(consentFor('2026-04')).toBeNull();

    // The next page (a new visit) reads what was stored.
    resetConsentStore();
    expect(consentFor('2026-03')).toEqual({ analytics: true, marketing: false });
  });

  it('keeps one visitor id when the visitor changes their mind, even under a new version', () => {
    const first = saveConsent({ analytics: true, marketing: true }, '1');
    const second = saveConsent({ analytics: false, marketing: false }, '1');
    resetConsentStore();
    const third = saveConsent({ analytics: true, marketing: false }, '2');
    expect(new Set([first.visitorId, second.visitorId, third.visitorId]).size).toBe(1);
    expect(consentFor('2')).toEqual({ analytics: true, marketing: false });
  });

  it('tells every listener of a choice until it stops listening', () => {
    const heard = vi.fn();
    const stop = onConsentChange(heard);
    saveConsent({ analytics: false, marketing: false }, '1');
    stop();
    saveConsent({ analytics: true, marketing: false }, '1');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('counts a damaged or foreign entry as no choice', () => {
    for (const raw of ['{not json', '"yes"', JSON.stringify({ analytics: 'true', marketing: false, version: '1' })]) {
      resetConsentStore();
      localStorage.setItem(CONSENT_KEY, raw);
      expect(consentFor('1'), raw).toBeNull();
    }
    resetConsentStore();
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ analytics: true, marketing: false, version: '1', at: 'x', visitorId: 'not-a-uuid' }),
    );
    expect(consentFor('1')).toBeNull();
  });

  it('with storage blocked, holds the choice for the page only', () => {
    expect(consentFor('1', blocked)).toBeNull();
    saveConsent({ analytics: true, marketing: false }, '1', blocked);
    expect(consentFor('1', blocked)).toEqual({ analytics: true, marketing: false });
    resetConsentStore();
    expect(consentFor('1', blocked)).toBeNull();
  });

  it('opens and closes the preferences, telling who listens', () => {
    const heard = vi.fn();
    onConsentPreferences(heard);
    setConsentPreferencesOpen(true);
    setConsentPreferencesOpen(true);
    expect(consentPreferencesOpen()).toBe(true);
    setConsentPreferencesOpen(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('the board’s consent policy', () => {
  const none = {
    gtm: { containerId: null, onboardingContainerId: null },
    posthog: { apiKey: null, host: null },
    firstParty: { enabled: false },
  };
  const posthog = { ...none, posthog: { apiKey: 'phc_abc12345', host: 'https://eu.i.posthog.com' } };

  it('asks where the board requires it and tracks someone, under its policy version', () => {
    expect(consentPolicyOf({ analytics: posthog, consent: { required: true, policyVersion: '7' } })).toEqual({
      needed: true,
      policyVersion: '7',
    });
    // On unless turned off: an answer without the setting asks too.
    expect(consentPolicyOf({ analytics: posthog })).toEqual({ needed: true, policyVersion: '1' });
    expect(consentPolicyOf({ analytics: posthog, consent: { required: false, policyVersion: '1' } }).needed).toBe(
      false,
    );
  });

  it('does not ask on a board that tracks nobody, nor before the settings are known', () => {
    expect(tracksVisitors(none)).toBe(false);
    expect(consentPolicyOf({ analytics: none, consent: { required: true, policyVersion: '1' } }).needed).toBe(false);
    expect(consentPolicyOf(undefined).needed).toBe(false);
    for (const analytics of [
      { ...none, gtm: { containerId: null, onboardingContainerId: 'GTM-W4X8B3N' } },
      { ...none, firstParty: { enabled: true } },
    ])
      expect(tracksVisitors(analytics)).toBe(true);
  });
});
