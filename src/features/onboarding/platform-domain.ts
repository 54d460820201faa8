// The onboarding pages are served on the platform's own host; a new board lives on
// `<subdomain>.<that host>` (server/onboarding/platform.ts builds it the same way from the
// server's public origin).

export function platformDomain(hostname: string = window.location.hostname): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

export function boardHost(subdomain: string, hostname?: string): string {
  return `${subdomain}.${platformDomain(hostname)}`;
}

/** A board's origin: same scheme and port as the platform's, as the server builds its links. */
export function boardOrigin(host: string, where: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${where.protocol}//${host}${where.port ? `:${where.port}` : ''}`;
}
