// The candidate's name, linking to their page (/employer/searched-candidate-detail, another
// screen's route): that route declares its own search params, so the link is given by its full
// address. A plain click stays in the app; a modified click keeps the browser's behaviour.
import { Anchor } from '@mantine/core';
import { useHrefLink } from '@/lib/routing/href-link';

export function candidateHref(candidateId: string): string {
  return `/employer/searched-candidate-detail?candidateId=${encodeURIComponent(candidateId)}`;
}

export function CandidateLink({ candidateId, name, id }: { candidateId: string; name: string; id?: string }) {
  const link = useHrefLink(candidateHref(candidateId));
  return (
    <Anchor id={id} href={link.href} onClick={link.onClick} fw={650} style={{ wordBreak: 'break-word' }}>
      {name}
    </Anchor>
  );
}
