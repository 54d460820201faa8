// Jobs (everything the nine posting steps collect), candidate profiles, applications with their
// status history, and saved/liked jobs. Every table carries client_id; columns follow the
// contract's Job, CandidateProfile, Application and JobTrack.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id),
      posted_by uuid references users(id) on delete set null,

      status text not null default 'DRAFT'
        check (status in ('DRAFT', 'ACTIVE', 'INACTIVE', 'PAUSED', 'CLOSED', 'EXPIRED', 'DELETED')),
      -- 1 PENDING, 2 APPROVED, 3 DECLINED (specification §3).
      approval_status smallint not null default 1 check (approval_status in (1, 2, 3)),
      decline_reason text,
      posting_step text not null default 'job-type' check (posting_step in (
        'job-type', 'job-description', 'job-post', 'location', 'benefits', 'company-info',
        'additional-question', 'job-post-verification', 'job-posted-successfull')),

      -- Step 1, job type.
      employment_type text not null
        check (employment_type in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'TEMPORARY', 'INTERNSHIP', 'FREELANCE')),
      workplace_type text not null default 'OFFICE' check (workplace_type in ('OFFICE', 'WFH', 'HYBRID')),
      -- A category of the tenant (0004-content). Its name is kept with the id so lists, feeds and
      -- the search column need no join.
      category_id uuid not null references categories(id),
      category_nm text not null,
      position_level jsonb,

      -- Step 2, description and highlights.
      description text,
      highlights text[] not null default '{}',
      -- Skill names for search and matching, and the {id, nm} references the contract returns.
      skills text[] not null default '{}',
      skill_refs jsonb not null default '[]',

      -- Step 3, job post.
      title text,
      slug text,
      vacancies integer check (vacancies between 1 and 1000),
      experience_min smallint check (experience_min between 0 and 50),
      experience_max smallint check (experience_max between 0 and 50),
      qualification jsonb,
      salary_min numeric(14, 2) check (salary_min >= 0),
      salary_max numeric(14, 2) check (salary_max >= 0),
      salary_currency text,
      salary_period text check (salary_period in ('HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY')),
      is_salary_visible boolean not null default true,
      is_featured boolean not null default false,
      is_urgent boolean not null default false,

      -- Step 4, location: work from home, or a city with its state and country (geo ids).
      location_type text check (location_type in ('WFH', 'CITY')),
      city_id text,
      city_nm text,
      state_id text,
      state_nm text,
      country_id text,
      country_nm text,
      address text,

      -- Steps 5 to 7.
      benefits text[] not null default '{}',
      company_info jsonb,
      questions jsonb not null default '[]',

      redirect_url text,
      import_type text check (import_type in ('API_IMPORT', 'XML')),
      reference_number text,

      expires_at timestamptz,
      posted_at timestamptz,
      applicants_count integer not null default 0,
      new_applicants_count integer not null default 0,
      views_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,

      -- Maintained by the trigger below: title A, skills B, description C, company and category D.
      search tsvector not null default ''::tsvector,

      check (experience_min is null or experience_max is null or experience_min <= experience_max),
      check (salary_min is null or salary_max is null or salary_min <= salary_max)
    );

    create unique index jobs_slug on jobs (client_id, slug) where slug is not null;
    create unique index jobs_reference on jobs (client_id, company_id, reference_number)
      where reference_number is not null;
    -- The public listing: a tenant's active, approved jobs, newest first.
    create index jobs_public on jobs (client_id, status, approval_status, posted_at desc) where deleted_at is null;
    create index jobs_company on jobs (client_id, company_id, created_at desc);
    create index jobs_category on jobs (client_id, category_id);
    create index jobs_city on jobs (client_id, city_id) where city_id is not null;
    create index jobs_expiry on jobs (expires_at) where status = 'ACTIVE' and expires_at is not null;
    create index jobs_search on jobs using gin (search);
    create index jobs_skills on jobs using gin (skills);
    -- Typo-tolerant title search (similarity, %, word_similarity).
    create index jobs_title_trgm on jobs using gin (title gin_trgm_ops);

    -- A trigger rather than a generated column: array_to_string is not immutable, so PostgreSQL
    -- refuses it in a generation expression. The same function runs on PostgreSQL and PGlite.
    create function jobs_search_refresh() returns trigger language plpgsql as $$
    begin
      new.search :=
        setweight(to_tsvector('english', coalesce(new.title, '')), 'A') ||
        setweight(to_tsvector('english', array_to_string(new.skills, ' ')), 'B') ||
        setweight(to_tsvector('english', regexp_replace(coalesce(new.description, ''), '<[^>]*>', ' ', 'g')), 'C') ||
        setweight(to_tsvector('english',
          coalesce(new.company_info ->> 'companyName', '') || ' ' || coalesce(new.category_nm, '')), 'D');
      return new;
    end
    $$;
    create trigger jobs_search_refresh before insert or update of title, skills, description, company_info, category_nm
      on jobs for each row execute function jobs_search_refresh();

    create table candidate_profiles (
      user_id uuid primary key references users(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      headline text,
      about text,
      date_of_birth date,
      linkedin text,
      city_id text,
      city_nm text,
      state_id text,
      state_nm text,
      country_id text,
      country_nm text,
      gender_id text,
      gender_nm text,
      -- Industry details: {id, nm} references, experience, pay and notice.
      industry jsonb,
      job_domain jsonb,
      experience_years smallint check (experience_years between 0 and 60),
      experience_months smallint check (experience_months between 0 and 11),
      is_fresher boolean not null default false,
      current_salary numeric(14, 2) check (current_salary >= 0),
      expected_salary numeric(14, 2) check (expected_salary >= 0),
      salary_currency text,
      notice_period_days smallint check (notice_period_days between 0 and 365),
      -- [{id?, nm}], and the section lists as the contract shapes their items.
      skills jsonb not null default '[]',
      experiences jsonb not null default '[]',
      educations jsonb not null default '[]',
      projects jsonb not null default '[]',
      certificates jsonb not null default '[]',
      resume jsonb,
      -- ProfileCompletion flags, and their percentage kept as a column to filter and sort by.
      percent_obj jsonb not null default '{}',
      percent smallint not null default 0 check (percent between 0 and 100),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index candidate_profiles_client on candidate_profiles (client_id);
    create index candidate_profiles_city on candidate_profiles (client_id, city_id);
    create index candidate_profiles_skills on candidate_profiles using gin (skills jsonb_path_ops);

    create table applications (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      job_id uuid not null references jobs(id) on delete cascade,
      candidate_id uuid references users(id),
      guest_name text,
      guest_email text,
      guest_mob_no text,
      guest_country_code text,
      resume jsonb,
      answers jsonb not null default '{}',
      cover_letter text,
      status text not null default 'APPLIED'
        check (status in ('APPLIED', 'IN_INTERVIEW', 'REJECTED', 'SHORTLIST', 'HIRED')),
      source text not null default 'direct' check (source in ('direct', 'quick_apply', 'guest', 'redirect')),
      viewed_at timestamptz,
      applied_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- Exactly one applicant: a registered candidate or a guest with an e-mail.
      check ((candidate_id is null) <> (guest_email is null)),
      check (candidate_id is not null or guest_name is not null)
    );
    create unique index applications_candidate on applications (job_id, candidate_id) where candidate_id is not null;
    create unique index applications_guest on applications (job_id, lower(guest_email)) where candidate_id is null;
    create index applications_job on applications (client_id, job_id, status, applied_at desc);
    create index applications_mine on applications (client_id, candidate_id, applied_at desc)
      where candidate_id is not null;

    create table application_history (
      id bigserial primary key,
      client_id uuid not null references clients(id) on delete cascade,
      application_id uuid not null references applications(id) on delete cascade,
      from_status text check (from_status in ('APPLIED', 'IN_INTERVIEW', 'REJECTED', 'SHORTLIST', 'HIRED')),
      to_status text not null check (to_status in ('APPLIED', 'IN_INTERVIEW', 'REJECTED', 'SHORTLIST', 'HIRED')),
      by_user_id uuid references users(id) on delete set null,
      by_name text not null,
      note text,
      at timestamptz not null default now()
    );
    create index application_history_of on application_history (application_id, at);

    -- Saved and liked jobs, and a candidate's views of a job: one row per candidate and job.
    create table job_tracks (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      job_id uuid not null references jobs(id) on delete cascade,
      liked boolean not null default false,
      saved_at timestamptz,
      view_count integer not null default 0,
      last_viewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, job_id)
    );
    create index job_tracks_saved on job_tracks (client_id, user_id, saved_at desc) where saved_at is not null;
  `.execute(db);
}
