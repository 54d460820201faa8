// The button that opens the filters drawer below md (the panel sits beside the results from md
// up), with the number of filters set.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { FilterIcon } from '@/components/ui/line-icons';

export function FiltersButton({ active, onClick }: { active: number; onClick: () => void }) {
  return (
    <Button
      hiddenFrom="md"
      variant="default"
      leftSection={<FilterIcon size={16} />}
      rightSection={
        active > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {active}
          </Badge>
        ) : null
      }
      onClick={onClick}
    >
      <Trans>Filters</Trans>
      {active > 0 ? <VisuallyHidden>{t` (${active} active)`}</VisuallyHidden> : null}
    </Button>
  );
}
