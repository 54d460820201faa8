// Column types shared by every table part (tables-*.ts) and by tables.ts, which joins the parts:
// kept apart so that no part imports the file that imports it.
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T = Record<string, unknown>> = ColumnType<T, T | string | undefined, T | string>;
