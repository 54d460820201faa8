// The reasons a chat can be reported for, as the reporter reads them (contract: ChatReportReason).
import { t } from '@lingui/core/macro';
import type { ChatReportReason } from '@generated/api/model';

export function reportReasons(): readonly { value: ChatReportReason; label: string }[] {
  return [
    { value: 'spam', label: t`Spam or advertising` },
    { value: 'harassment', label: t`Harassment or abuse` },
    { value: 'scam', label: t`A scam, or a request for money` },
    { value: 'inappropriate', label: t`Inappropriate content` },
    { value: 'other', label: t`Something else` },
  ];
}
