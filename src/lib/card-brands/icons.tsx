// Card-brand logos drawn as small inline SVGs (48×32, the proportions of a card) so payment pages
// load no external images. They are recognisable sketches in each brand's colours, not the
// trademark artwork.
import type { JSX, SVGProps } from 'react';

export type CardIconProps = SVGProps<SVGSVGElement> & { title?: string };
export type CardIcon = (props: CardIconProps) => JSX.Element;

function Frame({ title, children, ...props }: CardIconProps) {
  return (
    <svg
      viewBox="0 0 48 32"
      width={48}
      height={32}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font list, not a text
const TEXT = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;

export function VisaIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d9dde3" />
      <text x="24" y="20.5" textAnchor="middle" fontSize="13" fontStyle="italic" fill="#1a1f71" {...TEXT}>
        VISA
      </text>
      <rect x="6" y="24" width="36" height="2" rx="1" fill="#f7b600" />
    </Frame>
  );
}

export function MastercardIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d9dde3" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
    </Frame>
  );
}

export function AmexIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect width="48" height="32" rx="4" fill="#1f72cd" />
      <text x="24" y="20" textAnchor="middle" fontSize="10.5" fill="#fff" letterSpacing="0.5" {...TEXT}>
        AMEX
      </text>
    </Frame>
  );
}

export function DiscoverIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d9dde3" />
      <text x="5" y="18.5" fontSize="7" fill="#231f20" {...TEXT}>
        DISC
      </text>
      <circle cx="27.5" cy="16" r="3.6" fill="#ff6000" />
      <text x="31.5" y="18.5" fontSize="7" fill="#231f20" {...TEXT}>
        VER
      </text>
      <path d="M20 31.5h23.5a4 4 0 0 0 4-4V22c-7 5-15 8.5-27.5 9.5z" fill="#ff6000" />
    </Frame>
  );
}

export function JcbIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d9dde3" />
      <rect x="9" y="6" width="10" height="20" rx="3" fill="#0e4c96" />
      <rect x="19" y="6" width="10" height="20" rx="3" fill="#e21836" />
      <rect x="29" y="6" width="10" height="20" rx="3" fill="#00a651" />
      <text x="14" y="19.5" textAnchor="middle" fontSize="8" fill="#fff" {...TEXT}>
        J
      </text>
      <text x="24" y="19.5" textAnchor="middle" fontSize="8" fill="#fff" {...TEXT}>
        C
      </text>
      <text x="34" y="19.5" textAnchor="middle" fontSize="8" fill="#fff" {...TEXT}>
        B
      </text>
    </Frame>
  );
}

export function DinersIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d9dde3" />
      <circle cx="24" cy="16" r="10" fill="#0079be" />
      <circle cx="24" cy="16" r="7" fill="#fff" />
      <path d="M22 10.3v11.4a6 6 0 0 1 0-11.4zM26 10.3a6 6 0 0 1 0 11.4z" fill="#0079be" />
    </Frame>
  );
}

/** Shown for brands without a logo (unionpay) and for unrecognised cards. */
export function GenericCardIcon(props: CardIconProps) {
  return (
    <Frame {...props}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#f1f3f5" stroke="#adb5bd" />
      <rect x="0.5" y="7" width="47" height="5" fill="#868e96" />
      <rect x="6" y="19" width="14" height="3" rx="1.5" fill="#adb5bd" />
      <rect x="6" y="24" width="8" height="2.5" rx="1.25" fill="#ced4da" />
    </Frame>
  );
}
