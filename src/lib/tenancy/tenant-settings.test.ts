import { describe, expect, it } from 'vitest';
import { getGetTenantSettingsQueryKey, getGetTenantSettingsUrl } from '@generated/api/board-settings/board-settings';
import { getValidateClientDomainUrl } from '@generated/api/onboarding/onboarding';
import { VALIDATE_DOMAIN_URL } from './check-domain';
import { TENANT_SETTINGS_URL, tenantSettingsKey } from './tenant-settings';

describe('the first page’s own calls', () => {
  it('shares the generated hook’s URL and query key, so both read one cache entry', () => {
    expect(TENANT_SETTINGS_URL).toBe(getGetTenantSettingsUrl());
    expect(tenantSettingsKey()).toEqual(getGetTenantSettingsQueryKey());
  });

  it('checks the domain at the generated call’s URL', () => {
    expect(VALIDATE_DOMAIN_URL).toBe(getValidateClientDomainUrl());
  });
});
