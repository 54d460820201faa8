// The candidate's name, linking to their page (/employer/searched-candidate-detail, another
// screen's route): that route declares its own search params, so the link is given by its full
// address. A plain click stays in the app; a modified click keeps the browser's behaviour.
import { Anchor } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

export function candidateHref(candidateId: string): string {
  return `/employer/searched-candidate-detail?candidateId=${encodeURIComponent(candidateId)}`;
}

export function CandidateLink({ candidateId, name, id }: { candidateId: string; name: string; id?: string }) {
  const navigate = useNavigate();
  const href = candidateHref(candidateId);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <Anchor id={id} href={href} onClick={open} fw={650} style={{ wordBreak: 'break-word' }}>
      {name}
    </Anchor>
  );
}
