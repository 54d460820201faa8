// Where /503 sends the visitor back to: only a path of this site (never another origin, never a
// loop back to /503), because the value arrives in the URL and anyone can write a URL.
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (value === '/503' || value.startsWith('/503?') || value.startsWith('/503#')) return undefined;
  return value;
}
