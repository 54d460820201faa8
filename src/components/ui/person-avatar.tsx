// A person's photo (an applicant, a chat participant), else their initials on a tint picked from
// the name. Decorative: the name is always written next to it. Mantine's initials
// colours (shade 9 on shade 0) fall below WCAG AA for some tints (green is 4.06:1), so the letters
// are drawn in the dark text colour on every tint, as CompanyLogo does.
import { Avatar, type AvatarProps } from '@mantine/core';
import { displaySrc } from '@/lib/files/display-src';

type Props = Omit<AvatarProps, 'color' | 'name'> & { name: string; src?: string | null };

// Mantine's named sizes, in px, for the width of the photo's display copy.
const NAMED: Record<string, number> = { xs: 16, sm: 26, md: 38, lg: 56, xl: 84 };

export function PersonAvatar({ name, src, ...rest }: Props) {
  const px = typeof rest.size === 'number' ? rest.size : (NAMED[rest.size ?? 'md'] ?? 84);
  return (
    <Avatar
      {...rest}
      src={displaySrc(src, px)}
      name={name}
      color="initials"
      radius="xl"
      aria-hidden
      styles={{ placeholder: { color: 'var(--mantine-color-dark-6)' } }}
    />
  );
}
