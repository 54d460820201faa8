// Isolation probes of salary insights (see types.ts). Each board gets five live jobs of one title
// from three companies, all paying an amount made from the board's id: the amount is a marker, so
// a board whose answer counted the other's jobs would name the other's pay. The other board's job
// answers 404; its category compares nothing.
import { makeCompany } from '../../../test/world.ts';
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

export const SALARY_PROBE_TITLE = 'Salary Probe Analyst';

const salaryWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Salary Probes ${tag}`);
  const peers = [
    await makeCompany(db, world.clientId, `Salary Peer One ${tag}`),
    await makeCompany(db, world.clientId, `Salary Peer Two ${tag}`),
  ];
  // A pay no other board shares: whole units from the id, and cents no round salary has.
  const pay = 60_000 + (parseInt(tag.slice(0, 6), 16) % 30_000) + 0.37;
  const companies = [world.companyId, world.companyId, ...peers, peers[0] ?? world.companyId];
  const jobs = [];
  for (const companyId of companies)
    jobs.push(
      await addJob(db, world.clientId, companyId, {
        title: SALARY_PROBE_TITLE,
        category,
        salary: { min: pay, max: pay, currency: 'USD' },
      }),
    );
  return { salaryJobId: jobs[0]?.id ?? '', salaryCategoryId: category.id, salaryPay: pay.toFixed(2) };
};

const api = (path: string) => `/client/api/v1/salary-insights/${path}`;

export const salaryInsightsProbes: ProbeMap = {
  getJobSalaryInsights: {
    setup: salaryWorld,
    call: (ids) => ({ method: 'GET', path: api(`job/${ids.salaryJobId}`), as: 'guest' }),
  },
  getSalaryInsights: {
    call: (ids) => ({
      method: 'GET',
      path: api(
        `estimate?title=${encodeURIComponent(SALARY_PROBE_TITLE)}&categoryId=${ids.salaryCategoryId}&currencyCode=USD`,
      ),
      as: 'employer',
    }),
  },
};
