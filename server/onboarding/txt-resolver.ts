// Looks up DNS TXT records. Tests swap in a fake with setTxtResolver, so no test touches the
// network; the real one gives up after a few seconds so a slow DNS server cannot hold a request.
// DNS_SERVERS (comma-separated `ip` or `ip:port`) points it at chosen name servers instead of the
// system's: the end-to-end journey answers its own TXT records from a local server.
import { promises as dns } from 'node:dns';

/** The TXT records of a name, each as its joined character strings; [] when there are none. */
export type TxtResolver = (name: string) => Promise<string[]>;

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED', 'EREFUSED']);

function isDnsMiss(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && NO_RECORDS.has(String(error.code));
}

/** The name servers of DNS_SERVERS, read on each lookup; empty means the system's. */
export function configuredDnsServers(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const dnsTxtResolver: TxtResolver = async (name) => {
  const resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
  const servers = configuredDnsServers();
  if (servers.length) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(''));
  } catch (error) {
    if (isDnsMiss(error)) return [];
    throw error;
  }
};

let current: TxtResolver = dnsTxtResolver;

export function setTxtResolver(resolver: TxtResolver = dnsTxtResolver): void {
  current = resolver;
}

export function resolveTxt(name: string): Promise<string[]> {
  return current(name);
}
