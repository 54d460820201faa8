// Line icons of the resume screens, drawn in the shared frame (24×24, stroke = currentColor,
// hidden from screen readers: the text or label beside them names the action).
import { LineIcon, type IconProps } from '@/components/ui/icons';

export function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

export function SparkIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4" />
      <path d="m6.3 6.3 2.1 2.1M15.6 15.6l2.1 2.1M6.3 17.7l2.1-2.1M15.6 8.4l2.1-2.1" />
    </LineIcon>
  );
}

export function BracesIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M8 4H7a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2 2 2 0 0 1 2 2v4a2 2 0 0 0 2 2h1" />
      <path d="M16 4h1a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2 2 2 0 0 0-2 2v4a2 2 0 0 1-2 2h-1" />
    </LineIcon>
  );
}

export function LayoutIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </LineIcon>
  );
}
