import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListOnboardingCountriesResponseMock } from '@generated/api/onboarding/onboarding.msw';
import { guessCountry, zoneLabel } from './country-fields';

afterEach(() => vi.restoreAllMocks());

function visitorZone(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat().resolvedOptions(),
    timeZone,
  });
}

describe('country proposal', () => {
  const countries = getListOnboardingCountriesResponseMock().data;

  it("proposes the country of the visitor's time zone", () => {
    visitorZone('America/Chicago');
    expect(guessCountry(countries)).toEqual({ code: 'US', zone: 'America/Chicago' });
  });

  it('proposes nothing for a zone of no listed country', () => {
    visitorZone('Europe/Oslo');
    expect(guessCountry(countries)).toBeNull();
  });

  it('labels a zone readably', () => {
    expect(zoneLabel({ zoneName: 'America/Los_Angeles', gmtOffsetName: 'UTC-08:00' })).toBe(
      'America/Los Angeles (UTC-08:00)',
    );
  });
});
