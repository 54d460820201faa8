// A person's photo (an applicant, a chat participant), else their initials on a tint picked from
// the name. Decorative: the name is always written next to it. Mantine's initials
// colours (shade 9 on shade 0) fall below WCAG AA for some tints (green is 4.06:1), so the letters
// are drawn in the dark text colour on every tint, as CompanyLogo does.
import { Avatar, type AvatarProps } from '@mantine/core';

type Props = Omit<AvatarProps, 'color' | 'name'> & { name: string; src?: string | null };

export function PersonAvatar({ name, src, ...rest }: Props) {
  return (
    <Avatar
      {...rest}
      src={src ?? null}
      name={name}
      color="initials"
      radius="xl"
      aria-hidden
      styles={{ placeholder: { color: 'var(--mantine-color-dark-6)' } }}
    />
  );
}
