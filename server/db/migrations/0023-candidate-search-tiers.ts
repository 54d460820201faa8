// Candidate search ranks by tiers that indexes can answer (docs/candidate-search.md, "Ranking").
// The document's weights change: A is what the candidate is called at work (headline and job
// titles), B what they know and who they are (skills, name), C where they worked and learnt
// (companies, education, certificates), D the about text. Two more columns hold the A part and the
// A and B parts, each with its own GIN index, so "the whole keyword in a title" and "in a title or
// skill" are index lookups and a page of the best tier can be read in order of activity, stopping
// after the page, instead of ranking every match. The refresh function is the one of 0020-search
// with the new document; every existing row is rebuilt.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table candidate_search add column doc_a tsvector not null default ''::tsvector,
      add column doc_ab tsvector not null default ''::tsvector;

    create or replace function candidate_search_refresh(uid uuid) returns void language plpgsql as $f$
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
      v_a tsvector;
      v_b tsvector;
      v_c tsvector;
      v_d tsvector;
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
      v_a := setweight(to_tsvector('english', candidate_search_joined(concat_ws(' ', p.headline, v_titles))), 'A');
      v_b := setweight(to_tsvector('english', candidate_search_joined(concat_ws(' ', v_skills, v_name))), 'B');
      v_c := setweight(to_tsvector('english', candidate_search_joined(concat_ws(' ', v_companies, v_education, v_certs))), 'C');
      v_d := setweight(to_tsvector('english', candidate_search_joined(p.about)), 'D');

      insert into candidate_search as s (user_id, client_id, findable, doc, doc_a, doc_ab, last_active_at, experience_months,
          expected_salary, salary_currency, city_id, city_nm, gender_id, gender_nm, domain_id, domain_nm,
          skill_keys, qualification_keys, titles, companies, certificates)
      values (uid, p.client_id,
          u.status = 'active' and u.deleted_at is null and coalesce(p.is_searchable, false),
          v_a || v_b || v_c || v_d, v_a, v_a || v_b,
          u.last_active_at,
          case when p.is_fresher then 0
            when p.experience_years is null and p.experience_months is null then null
            else coalesce(p.experience_years, 0) * 12 + coalesce(p.experience_months, 0) end,
          p.expected_salary, p.salary_currency, p.city_id, p.city_nm, p.gender_id, p.gender_nm,
          v_domain ->> 'id', v_domain ->> 'nm',
          v_skill_keys, v_quals, lower(v_titles || ' | ' || coalesce(p.headline, '')), lower(v_companies), lower(v_certs))
      on conflict (user_id) do update set
        client_id = excluded.client_id, findable = excluded.findable, doc = excluded.doc,
        doc_a = excluded.doc_a, doc_ab = excluded.doc_ab,
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

    create index candidate_search_doc_a on candidate_search using gin (doc_a) where findable;
    create index candidate_search_doc_ab on candidate_search using gin (doc_ab) where findable;
    select candidate_search_refresh(user_id) from candidate_profiles;
  `.execute(db);
}
