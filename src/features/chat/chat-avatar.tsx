// A person's picture, else their initials on a tint from the name, in the dark text colour that
// stays readable on every tint (as the applicant and company avatars do). Decorative: the name is
// always written next to it.
import { Avatar, type AvatarProps } from '@mantine/core';

type Props = Omit<AvatarProps, 'color' | 'name'> & { name: string; src?: string | null };

export function ChatAvatar({ name, src, ...rest }: Props) {
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
