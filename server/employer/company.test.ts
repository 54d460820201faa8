// The company profile: the owner's setup after registering marks it done and the public profile
// shows it (about sanitised, places and industry named); later edits change only what is sent;
// team members cannot edit it; bad places and a taken name are refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, type World } from '../applications/test/support.ts';
import { platformMasters } from '../master-data/master-defaults.ts';
import { placeUuid } from '../master/uuid.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

type S = components['schemas'];

let server: TestServer;
let world: World;
let call: ReturnType<typeof caller>;
const industry = platformMasters().find((m) => m.kind === 'industry');

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
  call = caller(server);
});
afterAll(async () => server?.close());

const setup = (over: Partial<S['EmployerCompanySetupInput']> = {}): S['EmployerCompanySetupInput'] => ({
  name: 'Northwind Analytics',
  logoUri: '/files/logos/northwind.png',
  about: '<p>We plan <b>fleets</b>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  industryId: industry?.id ?? '',
  size: '51-200',
  foundedYear: 2011,
  website: 'https://northwind.example.com',
  location: { countryId: placeUuid('IN'), cityId: placeUuid('IN-MH-pune'), address: 'Kharadi, Pune' },
  socials: { linkedin: 'https://www.linkedin.com/company/northwind' },
  benefits: ['Health  insurance', 'Hybrid work'],
  photos: ['/files/company/yard.jpg', '/files/company/team.jpg'],
  ...over,
});

describe('company profile', () => {
  it('saves the setup, marks it done and shows it on the public profile', async () => {
    const r = await call<S['Employer']>('POST', 'employer/update-company', world.owner, setup());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.isProfileSetupDone).toBe(true);
    const profile = await call<S['Company']>('GET', `company/get/${world.companyId}`, null);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const c = profile.body.data;
    expect(c.about).toContain('<b>fleets</b>');
    expect(c.about).not.toMatch(/script|onerror/);
    expect(c).toMatchObject({
      logoUri: '/files/logos/northwind.png',
      size: '51-200',
      foundedYear: 2011,
      industry: { id: industry?.id, nm: industry?.name },
      location: {
        city: { nm: 'Pune' },
        state: { nm: 'Maharashtra' },
        country: { nm: 'India' },
        address: 'Kharadi, Pune',
      },
      socials: { linkedin: 'https://www.linkedin.com/company/northwind' },
      benefits: ['Health insurance', 'Hybrid work'],
      photos: ['/files/company/yard.jpg', '/files/company/team.jpg'],
    });

    const edit = await call<S['Company']>('PUT', 'company/update', world.owner, { website: null, foundedYear: 2012 });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ website: null, foundedYear: 2012, size: '51-200' });
  });

  it('refuses team members, bad places, a future year, a foreign logo and a taken name', async () => {
    expect((await call('POST', 'employer/update-company', world.member, setup())).status).toBe(403);
    expect((await call('PUT', 'company/update', world.member, { size: '1-10' })).status).toBe(403);
    const city = await call('POST', 'employer/update-company', world.owner, {
      ...setup(),
      location: { countryId: placeUuid('IN'), cityId: placeUuid('US-WA-seattle') },
    });
    expect(city.status).toBe(400);
    expect(JSON.stringify(city.body)).toContain('location.cityId');
    const year = await call('PUT', 'company/update', world.owner, { foundedYear: 2100 });
    expect(year.status).toBe(400);
    const logo = await call('PUT', 'company/update', world.owner, { logoUri: 'https://evil.example/logo.png' });
    expect(logo.status).toBe(400);
    const photo = await call('PUT', 'company/update', world.owner, { photos: ['javascript:alert(1)'] });
    expect(photo.status).toBe(400);
    const taken = await call('PUT', 'company/update', world.owner, { name: 'Contoso Labs' });
    expect(taken.status).toBe(409);
  });
});
