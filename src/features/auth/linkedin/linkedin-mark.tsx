// LinkedIn's "in" mark for the button; decorative, the button's text names it.
export function LinkedInMark({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M7.1 9.6h-2.5V18h2.5V9.6zM5.9 5.5a1.45 1.45 0 1 0 0 2.9 1.45 1.45 0 0 0 0-2.9zM18.5 13.2c0-2.5-1.3-3.8-3.2-3.8-1.4 0-2.1.8-2.4 1.3V9.6h-2.5V18h2.5v-4.4c0-1.1.4-1.9 1.5-1.9s1.6.8 1.6 2V18h2.5v-4.8z"
      />
    </svg>
  );
}
