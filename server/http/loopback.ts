// Whether an address is this machine: the rule behind the dev tools (server/dev/dev-tools.ts) and
// /metrics without a token (server/http/metrics.ts), judged on the client address Fastify knows
// after TRUST_PROXY, and behind the plain-http push endpoints allowed outside production
// (server/push/device-token.ts).

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
