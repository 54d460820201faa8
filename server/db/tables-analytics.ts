// Row types of the first-party analytics table (migration 0006-analytics).
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

export type AnalyticsTables = {
  analytics_events: {
    id: Generated<string>;
    client_id: string;
    type: 'identify' | 'capture' | 'reset' | 'group';
    event: string | null;
    subject_id: string | null;
    props: Json;
    path: string | null;
    occurred_at: Timestamp;
    received_at: Timestamp;
  };
};
