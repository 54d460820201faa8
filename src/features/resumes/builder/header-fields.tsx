// The resume's header: the name printed at the top and the contact details beside it, saved with
// updateResumeHeader. A LinkedIn address pasted without https:// gets it when the field is left.
import { t } from '@lingui/core/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import type { HeaderField, ResumeDraft } from '../model/draft';
import { withScheme } from '../model/validate';
import { DraftTextInput } from './draft-inputs';

type Props = { header: ResumeDraft['header']; onChange: (field: HeaderField, value: string) => void };

export function HeaderFields({ header, onChange }: Props) {
  return (
    <Stack gap="sm">
      <DraftTextInput
        path="name"
        label={t`Full name`}
        withAsterisk
        autoComplete="name"
        value={header.name}
        onValue={(v) => onChange('name', v)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DraftTextInput
          path="email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          value={header.email}
          onValue={(v) => onChange('email', v)}
        />
        <DraftTextInput
          path="mobNo"
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          placeholder={t`e.g. +91 98230 12345`}
          value={header.mobNo}
          onValue={(v) => onChange('mobNo', v)}
        />
        <DraftTextInput
          path="linkedIn"
          label={t`LinkedIn`}
          type="url"
          placeholder={t`e.g. https://www.linkedin.com/in/your-name`}
          value={header.linkedIn}
          onValue={(v) => onChange('linkedIn', v)}
          onBlur={() => {
            const fixed = withScheme(header.linkedIn);
            if (fixed !== header.linkedIn) onChange('linkedIn', fixed);
          }}
        />
        <DraftTextInput
          path="location"
          label={t`Location`}
          autoComplete="address-level2"
          placeholder={t`e.g. Pune, India`}
          value={header.location}
          onValue={(v) => onChange('location', v)}
        />
      </SimpleGrid>
    </Stack>
  );
}
