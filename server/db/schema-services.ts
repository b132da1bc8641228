// Kysely table types of the resident area: keys, inspections, tickets, services, tutorials, places,
// visitors, tasks and idempotency keys (migration 0003_resident_services.sql). Keep in step with the SQL.
import type { Generated } from 'kysely';
import type { CreatedAt, DateOnly, Money, NullableTimestamp } from './columns.ts';

/** 'HH:MM:SS' as PostgreSQL prints a time column. */
export type TimeOfDay = string;

export type InspectionRoomColumn =
  | 'sala'
  | 'cozinha'
  | 'lavanderia'
  | 'varanda'
  | 'banheiro_solteiro'
  | 'escritorio'
  | 'quarto_de_solteiro'
  | 'quarto_de_casal'
  | 'banheiro_casal';

export interface ContractKeysTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number;
  name: string;
  code: string | null;
  selfie_path: string | null;
  active: Generated<boolean>;
  suspended: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface InspectionQuestionsTable {
  id: Generated<number>;
  room: InspectionRoomColumn;
  title: string;
  question: string;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface InspectionsTable {
  id: Generated<number>;
  contract_id: number;
  kind: 'check_in' | 'check_out';
  submitted_at: CreatedAt;
}

export interface InspectionAnswersTable {
  id: Generated<number>;
  inspection_id: number;
  question_id: number;
  option: boolean;
  observation: string | null;
}

export interface InspectionPhotosTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number;
  question_id: number;
  file_path: string;
  answer_id: number | null;
  created_at: CreatedAt;
}

export type TicketStatusColumn = 'Aberto' | 'Em atendimento' | 'Resolvido';

export interface TicketsTable {
  id: Generated<number>;
  user_id: number;
  enterprise_contract_id: number | null;
  title: string;
  description: string;
  status: Generated<TicketStatusColumn>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  resolved_at: NullableTimestamp;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  author_name: string;
  description: string;
  created_at: CreatedAt;
}

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  price: Money;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface ContractServicesTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number;
  service_id: number;
  date: DateOnly;
  period: 'Manhã' | 'Tarde' | 'Noite' | null;
  notes: string | null;
  price: Money;
  status: Generated<'Agendado' | 'Concluído' | 'Cancelado'>;
  bill_to_receive_id: number | null;
  created_at: CreatedAt;
}

export interface TutorialsTable {
  id: Generated<number>;
  enterprise_id: number | null;
  apartment_id: number | null;
  title: string;
  description: string;
  content: string;
  video_url: string | null;
  position: Generated<number>;
}

export interface PlacesTable {
  id: Generated<number>;
  enterprise_id: number;
  name: string;
  description: Generated<string>;
  opens_at: TimeOfDay;
  closes_at: TimeOfDay;
  slot_minutes: Generated<number>;
  active: Generated<boolean>;
}

export interface PlaceSchedulesTable {
  id: Generated<number>;
  place_id: number;
  user_id: number;
  contract_id: number;
  date: DateOnly;
  start_time: TimeOfDay;
  end_time: TimeOfDay;
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
}

export interface VisitorsTable {
  id: Generated<number>;
  user_id: number;
  contract_id: number;
  name: string;
  document: string;
  date: DateOnly;
  released_at: NullableTimestamp;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface TasksTable {
  id: Generated<number>;
  enterprise_id: number | null;
  title: string;
  description: string;
  location: Generated<string>;
  starts_at: CreatedAt;
  ends_at: NullableTimestamp;
  capacity: number | null;
  created_at: CreatedAt;
}

export interface TaskSubscriptionsTable {
  id: Generated<number>;
  task_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

export interface ServiceTables {
  contract_keys: ContractKeysTable;
  inspection_questions: InspectionQuestionsTable;
  inspections: InspectionsTable;
  inspection_answers: InspectionAnswersTable;
  inspection_photos: InspectionPhotosTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  services: ServicesTable;
  contract_services: ContractServicesTable;
  tutorials: TutorialsTable;
  places: PlacesTable;
  place_schedules: PlaceSchedulesTable;
  visitors: VisitorsTable;
  tasks: TasksTable;
  task_subscriptions: TaskSubscriptionsTable;
  idempotency_keys: IdempotencyKeysTable;
}
