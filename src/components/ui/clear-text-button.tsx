// The × inside a search field that empties it (the field's right section, shown while it holds text).
import { t } from '@lingui/core/macro';
import { CloseButton } from '@mantine/core';

export function ClearTextButton({ onClear }: { onClear: () => void }) {
  return <CloseButton aria-label={t`Clear search text`} onClick={onClear} />;
}
