// The dependency audit the gate runs: `npm audit --omit=dev` over what a production install holds,
// failing on any high or critical advisory. When the registry's advisory service cannot be reached
// (this workplace's registry mirror answers its endpoint with 405) the audit cannot say anything:
// it says so loudly and passes, unless AUDIT_REQUIRED=true, which a CI with the service sets so
// that an unreachable service fails the gate too.
import { spawnSync } from 'node:child_process';

type Advisory = { name: string; severity: string; via: Array<string | { title?: string; url?: string }> };
type Report = {
  message?: string;
  error?: { summary?: string; detail?: string };
  vulnerabilities?: Record<string, Advisory>;
  metadata?: { vulnerabilities?: Record<string, number> };
};

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: Report;
try {
  report = JSON.parse(run.stdout || '{}') as Report;
} catch {
  report = { error: { summary: run.stderr.trim().split('\n').slice(-3).join(' ') } };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.message || report.error?.summary || run.stderr.trim() || `npm audit exited ${String(run.status)}`;
  console.warn(`dependency audit NOT RUN: the advisory service did not answer (${why.split('\n')[0]})`);
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => ['high', 'critical'].includes(v.severity));
for (const v of serious) {
  const titles = v.via.map((x) => (typeof x === 'string' ? x : `${x.title ?? ''} ${x.url ?? ''}`.trim()));
  console.error(`${v.severity}: ${v.name}: ${titles.join('; ')}`);
}
console.log(
  `dependency audit (production packages): ${['critical', 'high', 'moderate', 'low'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}`,
);
process.exit(serious.length ? 1 : 0);
