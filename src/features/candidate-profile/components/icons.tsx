// The profile screens' own line icons, drawn in the shared frame (LineIcon): decorative, the text
// beside each names the action.
import { LineIcon, type IconProps } from '@/components/ui/icons';

export function CalendarIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </LineIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
    </LineIcon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </LineIcon>
  );
}

export function GraduationIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M2.5 9.5L12 5l9.5 4.5L12 14z" />
      <path d="M6.5 11.5V16c1.5 1.5 3.5 2.2 5.5 2.2s4-.7 5.5-2.2v-4.5M21.5 9.5V15" />
    </LineIcon>
  );
}

export function FolderIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 6.5h6l2 2h9v10h-17z" />
    </LineIcon>
  );
}

export function BadgeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="9.5" r="5.5" />
      <path d="M8.5 14l-1.5 6.5 5-2.5 5 2.5-1.5-6.5" />
    </LineIcon>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
      <path d="M8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 14v3.5M8.5 20.5h7M9.5 17.5h5" />
    </LineIcon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
    </LineIcon>
  );
}

export function SparkIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6" />
    </LineIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </LineIcon>
  );
}
