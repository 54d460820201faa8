// Who moved the application and when, oldest first: the relative day (Today, Yesterday, the
// weekday within a week, then the date) with the absolute date and time (specification §9).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text, Timeline } from '@mantine/core';
import type { ApplicationHistoryEntry } from '@generated/api/model';
import { formatDateTime, relativeDay } from '@/lib/format/dates';
import { STATUS_COLOR, statusLabel } from '../shared/status';

function what(entry: ApplicationHistoryEntry): string {
  if (entry.from === null) return t`Applied`;
  if (entry.from === entry.to) return t`Note on ${statusLabel(entry.to)}`;
  return `${statusLabel(entry.from)} → ${statusLabel(entry.to)}`;
}

export function StatusHistory({ history, now }: { history: readonly ApplicationHistoryEntry[]; now?: Date }) {
  if (history.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No status changes yet.</Trans>
      </Text>
    );
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label={t`Status history`}>
      {history.map((entry, i) => (
        <Timeline.Item key={`${entry.at}-${i}`} color={STATUS_COLOR[entry.to]} title={what(entry)}>
          <Text fz="sm">
            <Trans>by {entry.byName}</Trans>
          </Text>
          <Text fz="sm" c="dimmed">
            <time dateTime={entry.at}>
              {relativeDay(entry.at, now)} · {formatDateTime(entry.at)}
            </time>
          </Text>
          {entry.note ? (
            <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {entry.note}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
