// The reasons a chat can be reported for, as the reporter reads them (contract: ChatReportReason).
import type { ChatReportReason } from '@generated/api/model';

export const REPORT_REASONS: readonly { value: ChatReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'harassment', label: 'Harassment or abuse' },
  { value: 'scam', label: 'A scam, or a request for money' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'other', label: 'Something else' },
];
