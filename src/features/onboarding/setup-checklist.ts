// The first things a new board needs, each a page of the employer area on the board's own host.
// Progress is ticked by hand and remembered on this device per board: the board lives on another
// host, so this page cannot see what was done there.
import { t } from '@lingui/core/macro';
import { useState } from 'react';

export type ChecklistItem = { key: string; title: string; text: string; path: string; action: string };

export function checklist(): readonly ChecklistItem[] {
  return [
    {
      key: 'brand',
      title: t`Add your logo and brand colour`,
      text: t`Make the board look like your company: logo, colour and a short company profile.`,
      path: '/employer/company-profile-setup',
      action: t`Set up branding`,
    },
    {
      key: 'job',
      title: t`Post your first job`,
      text: t`A guided form takes you from job type to a published opening in a few minutes.`,
      path: '/employer/job-type',
      action: t`Post a job`,
    },
    {
      key: 'team',
      title: t`Invite your team`,
      text: t`Add recruiters and hiring managers so they can review applicants with you.`,
      path: '/employer/profile/my-team',
      action: t`Invite people`,
    },
  ];
}

const key = (clientId: string) => `jb.onboarding.checklist.${clientId}`;

function load(clientId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(clientId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function useChecklist(clientId: string) {
  const [done, setDone] = useState<string[]>(() => load(clientId));
  const toggle = (item: string, checked: boolean) => {
    setDone((current) => {
      const next = checked ? [...new Set([...current, item])] : current.filter((x) => x !== item);
      try {
        localStorage.setItem(key(clientId), JSON.stringify(next));
      } catch {
        // Without storage the ticks last for this visit only.
      }
      return next;
    });
  };
  return { done, toggle };
}
