// Candidate search's own tables (issue 14); docs/candidate-search.md explains the design.
// - candidate_search: one row per candidate profile, what search filters, ranks and sorts on,
//   kept by triggers on candidate_profiles and users so every writer of either (profile
//   sections, the visibility switch, a renamed or disabled account) keeps it true without
//   knowing it exists. `findable` is visibility.ts's FINDABLE rule, stored so that every index is
//   partial on it. `doc` is the weighted document: name, headline, titles and skills A,
//   companies B, education and certificates C, about D; hyphenated words also appear joined
//   ("front-end" adds "frontend").
// - candidate_search_terms: the words of the board's candidate documents, the vocabulary a
//   misspelt keyword is corrected against. Words are only added: a stale word can at worst
//   suggest a correction that finds nobody. Names are left out: the vocabulary outlives the
//   profiles it came from, and an erased candidate's name must not stay behind in it.
// - saved_searches, candidate_lists, candidate_list_members: the company's own objects, names
//   unique per company whatever their case.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_search (
      user_id uuid primary key references users(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      findable boolean not null default false,
      doc tsvector not null default ''::tsvector,
      last_active_at timestamptz,
      experience_months integer,
      expected_salary numeric(14, 2),
      salary_currency text,
      city_id text,
      city_nm text,
      gender_id text,
      gender_nm text,
      domain_id text,
      domain_nm text,
      skill_keys text[] not null default '{}',
      qualification_keys text[] not null default '{}',
      titles text not null default '',
      companies text not null default '',
      certificates text not null default ''
    );
    create index candidate_search_active on candidate_search (client_id, last_active_at desc nulls last, user_id)
      where findable;
    create index candidate_search_experience on candidate_search (client_id, experience_months desc nulls last, user_id)
      where findable;
    create index candidate_search_doc on candidate_search using gin (doc) where findable;
    create index candidate_search_skills on candidate_search using gin (skill_keys) where findable;
    create index candidate_search_qualifications on candidate_search using gin (qualification_keys) where findable;
    create index candidate_search_city on candidate_search (client_id, city_id) where findable;
    create index candidate_search_domain on candidate_search (client_id, domain_id) where findable;
    create index candidate_search_titles on candidate_search using gin (titles gin_trgm_ops) where findable;
    create index candidate_search_companies on candidate_search using gin (companies gin_trgm_ops) where findable;

    create table candidate_search_terms (
      client_id uuid not null references clients(id) on delete cascade,
      term text not null,
      primary key (client_id, term)
    );

    -- "front-end" also as "frontend", so either spelling finds the other.
    create function candidate_search_joined(t text) returns text language sql immutable as $f$
      select regexp_replace(coalesce(t, ''), '([[:alnum:]]+)-([[:alnum:]]+)', '\\1-\\2 \\1\\2', 'g')
    $f$;

    create function candidate_search_list(j jsonb) returns setof jsonb language sql immutable as $f$
      select e from jsonb_array_elements(case when jsonb_typeof(j) = 'array' then j else '[]'::jsonb end) e
      where jsonb_typeof(e) = 'object'
    $f$;

    create function candidate_search_refresh(uid uuid) returns void language plpgsql as $f$
    declare
      u users%rowtype;
      p candidate_profiles%rowtype;
      v_titles text;
      v_companies text;
      v_skills text;
      v_skill_keys text[];
      v_education text;
      v_quals text[];
      v_certs text;
      v_name text;
      v_domain jsonb;
    begin
      select * into u from users where id = uid;
      if not found or u.role <> 'candidate' then
        delete from candidate_search where user_id = uid;
        return;
      end if;
      select * into p from candidate_profiles where user_id = uid;
      if not found then
        delete from candidate_search where user_id = uid;
        return;
      end if;
      select coalesce(string_agg(e ->> 'title', ' | '), ''), coalesce(string_agg(e ->> 'comNm', ' | '), '')
        into v_titles, v_companies from candidate_search_list(p.experiences) e;
      select coalesce(string_agg(e ->> 'nm', ' | '), '') into v_skills from candidate_search_list(p.skills) e;
      -- Skills are filtered by master id or by any spelling of the name (synonyms.ts widens the query).
      select coalesce(array_agg(distinct k) filter (where k is not null and k <> ''), '{}') into v_skill_keys
        from candidate_search_list(p.skills) e
        cross join lateral (values (lower(trim(e ->> 'nm'))), (e ->> 'id')) as keys(k);
      select coalesce(string_agg(concat_ws(' ', e ->> 'qualification', e ->> 'fieldOfStudy', e ->> 'instiNm'), ' | '), ''),
          coalesce(array_agg(distinct lower(trim(e ->> 'qualification'))) filter (where e ->> 'qualification' is not null), '{}')
        into v_education, v_quals from candidate_search_list(p.educations) e;
      select coalesce(string_agg(concat_ws(' ', coalesce(e ->> 'title', e ->> 'name'), e ->> 'issuedBy'), ' | '), '')
        into v_certs from candidate_search_list(p.certificates) e;
      v_name := trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''));
      v_domain := case when jsonb_typeof(p.job_domain) = 'object' then p.job_domain else null end;

      insert into candidate_search as s (user_id, client_id, findable, doc, last_active_at, experience_months,
          expected_salary, salary_currency, city_id, city_nm, gender_id, gender_nm, domain_id, domain_nm,
          skill_keys, qualification_keys, titles, companies, certificates)
      values (uid, p.client_id,
          u.status = 'active' and u.deleted_at is null and coalesce(p.is_searchable, false),
          setweight(to_tsvector('english', candidate_search_joined(
            concat_ws(' ', v_name, p.headline, v_titles, v_skills))), 'A') ||
          setweight(to_tsvector('english', candidate_search_joined(v_companies)), 'B') ||
          setweight(to_tsvector('english', candidate_search_joined(concat_ws(' ', v_education, v_certs))), 'C') ||
          setweight(to_tsvector('english', candidate_search_joined(p.about)), 'D'),
          u.last_active_at,
          case when p.is_fresher then 0
            when p.experience_years is null and p.experience_months is null then null
            else coalesce(p.experience_years, 0) * 12 + coalesce(p.experience_months, 0) end,
          p.expected_salary, p.salary_currency, p.city_id, p.city_nm, p.gender_id, p.gender_nm,
          v_domain ->> 'id', v_domain ->> 'nm',
          v_skill_keys, v_quals, lower(v_titles || ' | ' || coalesce(p.headline, '')), lower(v_companies), lower(v_certs))
      on conflict (user_id) do update set
        client_id = excluded.client_id, findable = excluded.findable, doc = excluded.doc,
        last_active_at = excluded.last_active_at, experience_months = excluded.experience_months,
        expected_salary = excluded.expected_salary, salary_currency = excluded.salary_currency,
        city_id = excluded.city_id, city_nm = excluded.city_nm, gender_id = excluded.gender_id,
        gender_nm = excluded.gender_nm, domain_id = excluded.domain_id, domain_nm = excluded.domain_nm,
        skill_keys = excluded.skill_keys, qualification_keys = excluded.qualification_keys,
        titles = excluded.titles, companies = excluded.companies, certificates = excluded.certificates;

      insert into candidate_search_terms (client_id, term)
        select distinct p.client_id, w
        from regexp_split_to_table(lower(concat_ws(' ', p.headline, v_titles, v_skills, v_companies,
          v_education, v_certs)), '[^[:alnum:]]+') as w
        where length(w) between 3 and 40
        -- In one order, so two profiles saved at once cannot deadlock on each other's new words.
        order by 2
      on conflict do nothing;
    end
    $f$;

    create function candidate_search_on_profile() returns trigger language plpgsql as $f$
    begin
      if tg_op = 'DELETE' then
        delete from candidate_search where user_id = old.user_id;
        return old;
      end if;
      perform candidate_search_refresh(new.user_id);
      return new;
    end
    $f$;
    create trigger candidate_search_on_profile after insert or update or delete on candidate_profiles
      for each row execute function candidate_search_on_profile();

    -- A sign-in only moves last_active_at: that is one column, not a new document.
    create function candidate_search_on_user() returns trigger language plpgsql as $f$
    begin
      if old.role <> 'candidate' and new.role <> 'candidate' then
        return new;
      end if;
      if (new.first_name, new.last_name, new.status, new.deleted_at, new.role)
          is distinct from (old.first_name, old.last_name, old.status, old.deleted_at, old.role) then
        perform candidate_search_refresh(new.id);
      elsif new.last_active_at is distinct from old.last_active_at then
        update candidate_search set last_active_at = new.last_active_at where user_id = new.id;
      end if;
      return new;
    end
    $f$;
    create trigger candidate_search_on_user after update on users
      for each row execute function candidate_search_on_user();

    select candidate_search_refresh(user_id) from candidate_profiles;

    create table saved_searches (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      name text not null,
      filters jsonb not null default '[]',
      alert_frequency text check (alert_frequency in ('daily', 'weekly')),
      result_count integer not null default 0,
      last_run_at timestamptz,
      -- The candidates the last run matched, and those the run before it matched: a rerun marks
      -- as new whoever is in the first and not in the second (see docs/candidate-search.md).
      matched_ids uuid[] not null default '{}',
      previous_ids uuid[],
      created_by uuid references users(id) on delete set null,
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index saved_searches_name on saved_searches (client_id, company_id, lower(name));
    create index saved_searches_company on saved_searches (client_id, company_id, updated_at desc);

    create table candidate_lists (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      name text not null,
      description text,
      created_by uuid references users(id) on delete set null,
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index candidate_lists_name on candidate_lists (client_id, company_id, lower(name));
    create index candidate_lists_company on candidate_lists (client_id, company_id, updated_at desc);

    create table candidate_list_members (
      list_id uuid not null references candidate_lists(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      added_by uuid references users(id) on delete set null,
      added_by_name text not null,
      added_at timestamptz not null default now(),
      primary key (list_id, candidate_id)
    );
    create index candidate_list_members_newest on candidate_list_members (list_id, added_at desc, candidate_id);
    create index candidate_list_members_candidate on candidate_list_members (client_id, candidate_id);
  `.execute(db);
}
