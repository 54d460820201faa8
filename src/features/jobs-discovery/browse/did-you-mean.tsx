// "Did you mean …?" under a search with few results (issue 18): the keyword with its unknown words
// replaced by the board's closest ones, as a button that searches it. Announced politely, like the
// understood chip, so a screen reader user hears the way out of an empty page.
import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';

export function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch: (keyword: string) => void }) {
  return (
    <Text mb="sm" role="status" aria-live="polite">
      <Trans>
        Did you mean{' '}
        <Anchor component="button" type="button" fw={600} onClick={() => onSearch(suggestion)}>
          {suggestion}
        </Anchor>
        ?
      </Trans>
    </Text>
  );
}
