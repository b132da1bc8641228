// Column types shared by the schema's modules (schema.ts and the per-area schema-*.ts files), in a
// module of their own so those modules import it instead of each other.
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** 'YYYY-MM-DD'. */
export type DateOnly = string;
export type Money = ColumnType<number, number | string, number | string>;
