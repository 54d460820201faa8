// The company profile an owner sets up after registering (employer/update-company) and edits later
// from the account's overview tab (company/update). Both write the same columns: places and the
// industry are checked against the master data and stored with their names, so the public profile
// and the company cards read them without another lookup; "about" is sanitised HTML.
import type { Updateable } from 'kysely';
import type { components } from '@generated/schema';
import { companyNameTaken, updateUser } from '../users/index.ts';
import { mastersByIds } from '../master-data/index.ts';
import type { Db } from '../db/database.ts';
import type { CompaniesTable } from '../db/tables.ts';
import type { AuthUser } from '../http/context.ts';
import { alreadyExists, badRequest, forbidden } from '../errors/errors.ts';
import { findCity, findCountry, findState } from '../master/geo.ts';
import { placeUuid } from '../master/uuid.ts';
import { sanitizeDescription } from '../job-posting/index.ts';
import { updateCompany } from './company-repo.ts';

type S = components['schemas'];
type Patch = Updateable<CompaniesTable>;
type Place = { id: string; nm: string };

// Logos are files uploaded to this site, referenced by a path on this host; another origin or a
// javascript: URL is refused rather than shown to every visitor.
const LOCAL_PATH = /^\/(?!\/)[^\s\\]*$/;

export function companyOf(user: AuthUser): string {
  if (!user.companyId) throw forbidden('Your account has no company');
  return user.companyId;
}

type LocationInput = {
  countryId?: string | null;
  stateId?: string | null;
  cityId?: string | null;
  address?: string | null;
};

/** The head office as stored: each place `{id, nm}` with the id every other place field uses. */
function placesOf(input: LocationInput) {
  const country = input.countryId ? findCountry(input.countryId) : undefined;
  if (input.countryId && !country) throw badRequest('The country does not exist', field('location.countryId'));
  const city = input.cityId ? findCity(input.cityId) : undefined;
  if (input.cityId && !city) throw badRequest('The city does not exist', field('location.cityId'));
  if (city && !country) throw badRequest('A city needs its country', field('location.countryId'));
  if (city && country && city.countryId !== country.id)
    throw badRequest(`${city.nm} is not in ${country.nm}`, field('location.cityId'));
  const state = input.stateId ? findState(input.stateId) : city ? findState(city.stateId) : undefined;
  if (input.stateId && !state) throw badRequest('The state does not exist', field('location.stateId'));
  if (state && city && city.stateId !== state.id)
    throw badRequest(`${city.nm} is not in ${state.nm}`, field('location.stateId'));
  const place = (p: { id: string; nm: string } | undefined): Place | null =>
    p ? { id: placeUuid(p.id), nm: p.nm } : null;
  return {
    country: place(country),
    state: place(state),
    city: place(city),
    address: input.address?.trim() || null,
  };
}

function field(name: string) {
  return { fields: [{ field: `body.${name}`, message: 'not found' }] };
}

async function industryOf(db: Db, clientId: string, id: string): Promise<string> {
  const [row] = await mastersByIds(db, clientId, 'industry', [id]);
  if (!row) throw badRequest('The industry does not exist', field('industryId'));
  return row.id;
}

type Changes = Partial<Omit<S['EmployerCompanySetupInput'], 'location' | 'industryId' | 'size'>> & {
  location?: LocationInput;
  domain?: string | null;
  industryId?: string | null;
  size?: S['CompanySize'] | null;
};

/** The columns to write for the fields sent (the others are left as they are). */
async function patchOf(db: Db, clientId: string, companyId: string, input: Changes): Promise<Patch> {
  const patch: Patch = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (await companyNameTaken(db, clientId, name, companyId))
      throw alreadyExists('A company with this name already exists on this site');
    patch.name = name;
  }
  if (input.logoUri !== undefined) {
    if (input.logoUri && !LOCAL_PATH.test(input.logoUri))
      throw badRequest('The logo must be a file uploaded to this site', field('logoUri'));
    patch.logo_uri = input.logoUri;
  }
  if (input.about !== undefined) patch.about = input.about ? sanitizeDescription(input.about).trim() || null : null;
  if (input.industryId !== undefined)
    patch.industry = input.industryId ? await industryOf(db, clientId, input.industryId) : null;
  if (input.size !== undefined) patch.size = input.size;
  if (input.foundedYear !== undefined) {
    if (input.foundedYear !== null && input.foundedYear > new Date().getUTCFullYear())
      throw badRequest('The founding year cannot be in the future', field('foundedYear'));
    patch.founded_year = input.foundedYear;
  }
  if (input.website !== undefined) patch.website = input.website;
  if (input.domain !== undefined) patch.domain = input.domain?.toLowerCase() ?? null;
  if (input.location !== undefined) patch.location = JSON.stringify(placesOf(input.location));
  if (input.socials !== undefined) patch.socials = JSON.stringify(input.socials);
  if (input.benefits !== undefined) patch.benefits = input.benefits.map((b) => b.trim().replace(/\s+/g, ' '));
  if (input.photos !== undefined) patch.photos = input.photos;
  return patch;
}

export async function saveCompany(db: Db, clientId: string, user: AuthUser, input: Changes): Promise<void> {
  const companyId = companyOf(user);
  const patch = await patchOf(db, clientId, companyId, input);
  const now = new Date();
  await updateCompany(db, clientId, companyId, { ...patch, updated_at: now });
}

/** The setup: every required field saved, and the owner's setup marked done. */
export async function setUpCompany(
  db: Db,
  clientId: string,
  user: AuthUser,
  input: S['EmployerCompanySetupInput'],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveCompany(trx, clientId, user, input);
    await updateUser(trx, clientId, user.id, { profile_setup_done: true }, new Date());
  });
}
