// Kysely table types: one interface per table of server/db/migrations.
// Keep in step with the SQL; numeric columns are parsed to numbers and dates to 'YYYY-MM-DD'
// strings by server/db/type-parsers.ts, on both engines.
import type { ColumnType, Generated, Insertable } from 'kysely';
import type { POINT_OF_INTEREST_TYPES } from '../../src/api/catalogue-messages.ts';
import type { CreatedAt, DateOnly, Money, NullableTimestamp, Timestamp } from './columns.ts';
import type { ContractTables } from './schema-contracts.ts';
import type { NotificationTables } from './schema-notifications.ts';
import type { ServiceTables } from './schema-services.ts';

export interface StatesTable {
  id: number;
  uf: string;
  name: string;
}

export interface CitiesTable {
  id: number;
  state_id: number;
  name: string;
  search_name: string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  profession: string | null;
  nationality: string | null;
  document_cpf: string | null;
  document_rg: string | null;
  birthday: DateOnly | null;
  gender: 'Masculino' | 'Feminino' | 'Outros' | null;
  celphone: string | null;
  phone: string | null;
  address: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  postal_code: string | null;
  city_id: number | null;
  state_id: number | null;
  email_verified_at: NullableTimestamp;
  phone_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  channel: 'email' | 'sms';
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A sign-up waiting for its e-mail code: `form` is the users row to insert (password hashed). */
export interface PendingRegistrationsTable {
  id: Generated<number>;
  email: string;
  code_hash: string;
  form: ColumnType<Insertable<UsersTable>, string, string>;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  to_number: string;
  body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

export interface EnterprisesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  address: string;
  number: string;
  neighborhood: string;
  postal_code: string | null;
  city_id: number;
  latitude: number;
  longitude: number;
  short_url: string;
}

export interface ImagesTable {
  id: Generated<number>;
  image: string;
  thumbnail: string;
  title: string;
  position: Generated<number>;
}
export interface EnterpriseImagesTable extends ImagesTable {
  enterprise_id: number;
}
export interface ApartmentImagesTable extends ImagesTable {
  apartment_id: number;
}

export type PointOfInterestType = (typeof POINT_OF_INTEREST_TYPES)[number];

export interface PointsOfInterestTable {
  id: Generated<number>;
  enterprise_id: number;
  name: string;
  address: string;
  type: PointOfInterestType;
  latitude: number;
  longitude: number;
}

export interface ApartmentTypesTable {
  id: number;
  name: string;
  slug: string;
}

export interface AmenitiesTable {
  id: number;
  name: string;
  slug: string;
}

export interface ApartmentsTable {
  id: Generated<number>;
  enterprise_id: number;
  apartment_type_id: number;
  name: string | null;
  unit_number: string;
  meters: Money;
  rooms: number;
  single_bed: Generated<number>;
  double_bed: Generated<number>;
  bathrooms: number;
  residents: number;
  pets_allowed: Generated<boolean>;
  tour: string | null;
  is_rented: Generated<boolean>;
  soon_release: Generated<boolean>;
  pre_bookable: Generated<boolean>;
  relevance: Generated<number>;
  price_hosting: Money;
  price_per_day: Money;
  price_weekly: Money;
  price_annual: Money;
  price_fees: Money;
  price_entry_cost: Money;
  price_condominium: Money;
  price_electricity: Money;
  price_water: Money;
  created_at: CreatedAt;
}

export interface ApartmentAmenitiesTable {
  apartment_id: number;
  amenity_id: number;
}

export interface ApartmentBlockedDatesTable {
  apartment_id: number;
  date: DateOnly;
}

export interface ContractStatusesTable {
  id: number;
  name: string;
}

export interface ContractsTable {
  id: Generated<number>;
  human_contract_id: string;
  user_id: number;
  apartment_id: number;
  contract_status_id: number;
  payment_form_id: number;
  check_in: DateOnly;
  check_out: DateOnly;
  price_hosting: Money;
  price_per_day: Money;
  price_entry_cost: Money;
  total: Money;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  apartment_id: number;
  created_at: CreatedAt;
}

export interface PreBookingsTable {
  id: Generated<number>;
  user_id: number;
  apartment_id: number;
  checkin: DateOnly;
  checkout: DateOnly | null;
  plan: 'Diária' | 'Mensal';
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface FaqsTable {
  id: Generated<number>;
  title: string;
  description: string;
  youtube_url: string | null;
  position: Generated<number>;
  on_home: Generated<boolean>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: CreatedAt;
}

/** One row: bumped by triggers on every change to what the search filters read (0005). */
export interface CatalogueRevisionTable {
  id: Generated<boolean>;
  revision: Generated<number>;
}

/** When each background job's next round is due (0006, server/jobs/job-rounds.ts). */
export interface JobRoundsTable {
  name: string;
  next_run_at: Generated<Date>;
  last_run_at: Date | null;
}

/** Abuse-limit windows shared by every process (0007, server/http/rate-limit.ts). */
export interface RateLimitWindowsTable {
  name: string;
  key_hash: string;
  count: number;
  reset_at: Date;
}

/** Uploaded photos, by the name their owner row keeps (0008, server/uploads/image-store.ts). */
export interface StoredImagesTable {
  path: string;
  bytes: Buffer;
  created_at: Generated<Date>;
}

/** Tables of the core schema (0001). Later feature areas add theirs in schema-*.ts files. */
export interface CoreTables {
  states: StatesTable;
  cities: CitiesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  verification_codes: VerificationCodesTable;
  password_resets: PasswordResetsTable;
  pending_registrations: PendingRegistrationsTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  enterprises: EnterprisesTable;
  enterprise_images: EnterpriseImagesTable;
  points_of_interest: PointsOfInterestTable;
  apartment_types: ApartmentTypesTable;
  amenities: AmenitiesTable;
  apartments: ApartmentsTable;
  apartment_images: ApartmentImagesTable;
  apartment_amenities: ApartmentAmenitiesTable;
  apartment_blocked_dates: ApartmentBlockedDatesTable;
  contract_statuses: ContractStatusesTable;
  contracts: ContractsTable;
  favorites: FavoritesTable;
  pre_bookings: PreBookingsTable;
  faqs: FaqsTable;
  contact_messages: ContactMessagesTable;
  catalogue_revision: CatalogueRevisionTable;
  job_rounds: JobRoundsTable;
  rate_limit_windows: RateLimitWindowsTable;
  stored_images: StoredImagesTable;
}

export interface Database extends CoreTables, ContractTables, ServiceTables, NotificationTables {}
