// /jobsseekers/profile: the candidate's profile, one page of tabs (?tab=N, the specification's
// indexes). The header and the completion card stay above the tabs; every tab reads the one
// profile query, so a save anywhere moves the completion at once.
import { t } from '@lingui/core/macro';
import { Container, Stack, Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CandidateProfile } from '@generated/api/model';
import { PageState } from '@/components/ui/page-state';
import { textOf } from '@/lib/i18n/i18n';
import { AdditionalDetailsTab } from './additional/additional-details-tab';
import { CandidateGettingStarted } from './getting-started';
import { useAdditionalDetailsAsked } from './additional/additional-details';
import { MyProfileTab } from './details/my-profile-tab';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { ResumeTab } from './resume/resume-tab';
import { SectionTab } from './sections/section-tab';
import { ADDITIONAL_DETAILS_TAB, PROFILE_TABS, type ProfileTabIndex } from './tabs';
import { useProfile } from './use-profile';

function panelOf(index: ProfileTabIndex, profile: CandidateProfile, security: ReactNode, video: ReactNode): ReactNode {
  switch (index) {
    case 0:
      return <MyProfileTab profile={profile} security={security} />;
    case 1:
      return <SectionTab kind="experience" profile={profile} />;
    case 2:
      return <SectionTab kind="education" profile={profile} />;
    case 3:
      return (
        <Stack gap="lg">
          <ResumeTab profile={profile} />
          {video}
        </Stack>
      );
    case 4:
      return <SectionTab kind="project" profile={profile} />;
    case 5:
      return <SectionTab kind="certificate" profile={profile} />;
    case 6:
      return <AdditionalDetailsTab />;
  }
}

/**
 * `security`: the two-factor sign-in section, handed in by the route, shown under the password;
 * `video`: the video resume section, handed in by the route, shown under the resume.
 */
export function ProfilePage({
  tab: asked,
  security = null,
  video = null,
}: {
  tab: ProfileTabIndex;
  security?: ReactNode;
  video?: ReactNode;
}) {
  const navigate = useNavigate();
  const profile = useProfile();
  // The additional details tab is the board's: there when it asks something. Opened by a link
  // while that is still loading, it stays; a board that asks nothing opens My profile instead.
  const details = useAdditionalDetailsAsked();
  const withDetails = details === 'yes' || (details === 'unknown' && asked === ADDITIONAL_DETAILS_TAB);
  const tab: ProfileTabIndex = asked === ADDITIONAL_DETAILS_TAB && !withDetails ? 0 : asked;
  const tabs = PROFILE_TABS.filter((item) => item.index !== ADDITIONAL_DETAILS_TAB || withDetails);
  const tabList = useRef<HTMLDivElement>(null);
  const loaded = Boolean(profile.data);
  // On a phone the tab row scrolls sideways; the open tab (say Certifications, from a link) is
  // brought into view instead of being left off the edge.
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && active) list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab, loaded]);

  if (!profile.data) {
    if (profile.isError)
      return (
        <PageState
          title={t`We could not load your profile`}
          text={t`Please check your connection and try again.`}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      );
    return <ProfileSkeleton />;
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <ProfileHeader profile={profile.data} />
      <CandidateGettingStarted profile={profile.data} />
      <Tabs
        value={String(tab)}
        onChange={(value) => {
          const next = PROFILE_TABS.find((item) => String(item.index) === value);
          if (next) void navigate({ to: '/jobsseekers/profile', search: { tab: next.index } });
        }}
        keepMounted={false}
      >
        <Tabs.List
          ref={tabList}
          aria-label={t`Profile sections`}
          mb="lg"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
        >
          {tabs.map((item) => (
            <Tabs.Tab key={item.index} value={String(item.index)} style={{ flexShrink: 0 }}>
              {textOf(item.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item.index} value={String(item.index)}>
            {panelOf(item.index, profile.data, security, video)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
