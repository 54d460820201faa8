// The first thing a visitor sees: the site's name and a job search (keyword and location) that
// opens browse jobs with those filters. It stays small: the sections below it load separately.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import classes from './home-hero.module.css';
import { MapPinIcon, SearchIcon } from './hero-icons';
import { useLatestJobsForHero } from './latest-jobs-query';
import { formatNumber } from '@/lib/format/numbers';

/** The location choice that means remote work rather than a city. */
const REMOTE = 'remote';

export function HomeHero() {
  const navigate = useNavigate();
  const settings = useTenantSettingsOnFirstPage();
  const latest = useLatestJobsForHero();
  const [keyword, setKeyword] = useState('');
  const [location, setLocation] = useState('');
  const ids = useId();
  const formRef = useKeepTypedBeforeHydration<HTMLFormElement>();

  const name = settings.data?.data.name;
  const total = latest.data?.data.pagination.total;
  const cities = latest.data?.data.facets.locations ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = keyword.trim();
    void navigate({
      to: '/browse-jobs',
      search: {
        ...(q ? { q } : {}),
        ...(location === REMOTE ? { workplace: 'WFH' } : location ? { location } : {}),
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="home-hero-heading" className={classes.band}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" align="center" ta="center">
          <Title id="home-hero-heading" order={1} c="white" fz={{ base: 30, sm: 44 }} lh={1.15} maw={760}>
            {name ? t`Find your next job with ${name}` : t`Find your next job`}
          </Title>
          <Text c="white" fz={{ base: 'md', sm: 'lg' }} maw={620}>
            {total
              ? plural(total, {
                  one: `Search ${formatNumber(total)} open job from companies that are hiring now.`,
                  other: `Search ${formatNumber(total)} open jobs from companies that are hiring now.`,
                })
              : t`Search open jobs from companies that are hiring now.`}
          </Text>
          {/* Addressed and named, so a search sent before the script has taken the page over still searches. */}
          <form
            ref={formRef}
            role="search"
            aria-label={t`Find jobs`}
            action="/browse-jobs"
            method="get"
            onSubmit={submit}
            className={classes.form}
          >
            <label htmlFor={`${ids}-q`} className={classes.srOnly}>
              <Trans>Job title, skill or company</Trans>
            </label>
            <div className={`${classes.field} ${classes.keyword}`}>
              <span className={classes.icon}>
                <SearchIcon />
              </span>
              <input
                id={`${ids}-q`}
                className={classes.input}
                type="search"
                name="q"
                placeholder={t`Job title, skill or company`}
                maxLength={100}
                value={keyword}
                onChange={(event) => setKeyword(event.currentTarget.value)}
              />
            </div>
            <label htmlFor={`${ids}-l`} className={classes.srOnly}>
              <Trans>Location</Trans>
            </label>
            <div className={`${classes.field} ${classes.location}`}>
              <span className={classes.icon}>
                <MapPinIcon />
              </span>
              <select
                id={`${ids}-l`}
                className={`${classes.input} ${classes.select}`}
                value={location}
                onChange={(event) => setLocation(event.currentTarget.value)}
              >
                <option value="">
                  <Trans>All locations</Trans>
                </option>
                <option value={REMOTE}>
                  <Trans>Work from home</Trans>
                </option>
                {cities.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <PlainButton type="submit" size="md" className={classes.submit}>
              <Trans>Search jobs</Trans>
            </PlainButton>
          </form>
        </Stack>
      </Container>
    </Box>
  );
}
