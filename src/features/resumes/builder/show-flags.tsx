// A section's show flags: whether it is printed at all, and whether its texts are bullets (one per
// line) or plain lines. The section's name is in each switch's accessible name, hidden from sight,
// because several sections' switches can be open at once.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Switch, VisuallyHidden } from '@mantine/core';
import type { ResumeSectionShow } from '@generated/api/model';

type Props = {
  /** The section as a screen reader hears it: "experience". */
  section: string;
  show: ResumeSectionShow;
  onChange: (patch: Partial<ResumeSectionShow>) => void;
  bulletsLabel?: string;
};

export function ShowFlags({ section, show, onChange, bulletsLabel = t`Bullet points` }: Props) {
  return (
    <Group gap="lg" wrap="wrap">
      <Switch
        checked={show.content}
        onChange={(e) => onChange({ content: e.currentTarget.checked })}
        label={
          <>
            <Trans>
              Show <VisuallyHidden>{section}</VisuallyHidden> on resume
            </Trans>
          </>
        }
      />
      <Switch
        checked={show.bullets}
        disabled={!show.content}
        onChange={(e) => onChange({ bullets: e.currentTarget.checked })}
        label={
          <>
            {bulletsLabel}{' '}
            <VisuallyHidden>
              <Trans>for {section}</Trans>
            </VisuallyHidden>
          </>
        }
      />
    </Group>
  );
}
