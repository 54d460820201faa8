// Looks up DNS TXT records. Tests swap in a fake with setTxtResolver, so no test touches the
// network; the real one gives up after a few seconds so a slow DNS server cannot hold a request.
import { promises as dns } from 'node:dns';

/** The TXT records of a name, each as its joined character strings; [] when there are none. */
export type TxtResolver = (name: string) => Promise<string[]>;

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED', 'EREFUSED']);

function isDnsMiss(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && NO_RECORDS.has(String(error.code));
}

export const dnsTxtResolver: TxtResolver = async (name) => {
  const resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
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
