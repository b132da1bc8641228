// The extra-service booking form (spec 1, 7): which service, the day (not in the past and within
// the stay: src/domain/service-booking.ts), an optional period and notes. Checked on the device
// with the API's own messages, then sent; the server's 422 messages land on the same fields.
import type { ApiError } from '../../api/client.ts';
import { type SERVICE_PERIODS, type ServiceBookingRequest, SM } from '../../api/support-resident.ts';
import { parseDate, today } from '../../domain/dates.ts';
import { serviceDateProblem } from '../../domain/service-booking.ts';

export type ServicePeriod = (typeof SERVICE_PERIODS)[number];

export interface ServiceFormValues {
  serviceId: number | null;
  /** 'DD/MM/YYYY' as typed. */
  date: string;
  period: ServicePeriod | null;
  notes: string;
}

export type ServiceField = keyof ServiceFormValues;

export const EMPTY_SERVICE_FORM: ServiceFormValues = { serviceId: null, date: '', period: null, notes: '' };

export type ServiceFormErrors = Partial<Record<ServiceField, string>>;

export function checkServiceForm(
  values: ServiceFormValues,
  contract: { checkIn: string; checkOut: string },
): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (values.serviceId === null) errors.serviceId = SM.serviceRequired;
  const date = parseDate(values.date);
  if (!values.date.trim()) errors.date = SM.dateRequired;
  else if (!date) errors.date = SM.dateInvalid;
  else {
    const problem = serviceDateProblem(
      date,
      { check_in: contract.checkIn, check_out: contract.checkOut },
      today(),
    );
    if (problem) errors.date = problem === 'past' ? SM.datePast : SM.dateOutsideContract;
  }
  if (values.notes.length > 1000) errors.notes = SM.notesLong;
  return errors;
}

export function toServiceBooking(values: ServiceFormValues, contractId: number): ServiceBookingRequest {
  return {
    contract_id: contractId,
    service_id: values.serviceId ?? 0,
    date: values.date.trim(),
    period: values.period,
    notes: values.notes.trim() || null,
  };
}

const FIELD_OF: Record<string, ServiceField> = {
  service_id: 'serviceId',
  date: 'date',
  period: 'period',
  notes: 'notes',
};

/** The server's 422 messages on the form's fields; what has no field becomes the summary. */
export function serverServiceErrors(error: ApiError): { fields: ServiceFormErrors; summary?: string } {
  const fields: ServiceFormErrors = {};
  const other: string[] = [];
  for (const [key, list] of Object.entries(error.errors)) {
    const field = FIELD_OF[key];
    const message = list[0];
    if (!message) continue;
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  const summary = other.length ? other.join(' ') : Object.keys(fields).length ? undefined : error.message;
  return { fields, summary };
}
