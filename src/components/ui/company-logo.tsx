// A company's logo: the uploaded one, else the one found for its domain, else its initials on a
// tinted square, so a card never shows a broken image.
import { Avatar } from '@mantine/core';
import { displaySrc } from '@/lib/files/display-src';

type Props = {
  name: string;
  logoUri?: string | null;
  externalLogoUrl?: string | null;
  size?: number;
};

export function CompanyLogo({ name, logoUri, externalLogoUrl, size = 48 }: Props) {
  return (
    <Avatar
      src={displaySrc(logoUri, size) ?? externalLogoUrl ?? null}
      alt=""
      name={name}
      color="initials"
      size={size}
      radius="md"
      // Its box is sized before it loads; below the fold it loads only when scrolled near.
      imageProps={{ loading: 'lazy', decoding: 'async', width: size, height: size }}
      styles={{
        image: { objectFit: 'contain', background: 'var(--mantine-color-white)' },
        // The tinted initials colours are too light on their own backgrounds for WCAG AA.
        placeholder: { color: 'var(--mantine-color-dark-6)' },
      }}
      style={{ border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    />
  );
}
