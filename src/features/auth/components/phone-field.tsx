import { t } from '@lingui/core/macro';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { DIAL_CODES } from './dial-codes';

type Props = {
  countryCode: string;
  mobNo: string;
  onCountryCode: (value: string) => void;
  onMobNo: (value: string) => void;
  onBlurMobNo: () => void;
  countryCodeError?: string;
  mobNoError?: string;
};

/** The dialling code and the mobile number, as the contract takes them (two fields). */
export function PhoneField(p: Props) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        name="countryCode"
        label={t`Country code`}
        w={{ base: 118, xs: 150 }}
        value={p.countryCode}
        onChange={(e) => p.onCountryCode(e.currentTarget.value)}
        error={p.countryCodeError}
        autoComplete="tel-country-code"
        data={DIAL_CODES.map((d) => ({ value: d.code, label: `${d.code} ${d.label}` }))}
        withAsterisk
      />
      <TextInput
        name="mobNo"
        label={t`Mobile number`}
        style={{ flex: 1 }}
        value={p.mobNo}
        onChange={(e) => p.onMobNo(e.currentTarget.value.replace(/\s+/g, ''))}
        onBlur={p.onBlurMobNo}
        error={p.mobNoError}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="9876543210"
        withAsterisk
      />
    </Group>
  );
}
