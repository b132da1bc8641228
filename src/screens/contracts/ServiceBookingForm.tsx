// Booking an extra service for the stay: the service (cards with description and price), the day,
// an optional period and notes. Needs the network and is never queued; the request carries an
// Idempotency-Key that stays the same while the same booking is retried, so a lost answer never
// books twice.
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { bookService } from '../../api/resident-calls.ts';
import { SERVICE_PERIODS, type Service } from '../../api/support-resident.ts';
import type { ContractRow } from '../../data/contracts.ts';
import { MASKS } from '../../domain/masks.ts';
import { formatMoney } from '../../domain/money.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { NetworkNotice } from '../account/NetworkNotice.tsx';
import { Notice } from '../account/Notice.tsx';
import { isOfflineError, needsNetworkMessage } from '../account/use-online.ts';
import { periodOf } from './contract-view.ts';
import {
  checkServiceForm,
  EMPTY_SERVICE_FORM,
  type ServiceField,
  type ServiceFormErrors,
  type ServiceFormValues,
  type ServicePeriod,
  serverServiceErrors,
  toServiceBooking,
} from './service-form.ts';

export const SERVICE_BOOKED = 'Serviço agendado! O valor será cobrado na sua próxima fatura.';
const BOOK_ACTION = 'agendar um serviço';
const PERIOD_OPTIONS = SERVICE_PERIODS.map((p) => ({ id: p, label: p }));

export interface ServiceBookingFormProps {
  contract: ContractRow;
  services: Service[];
  token: string;
  onBooked: () => void;
}

export function ServiceBookingForm({ contract, services, token, onBooked }: ServiceBookingFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ServiceFormValues>(EMPTY_SERVICE_FORM);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [summary, setSummary] = useState<string>();
  const [sending, setSending] = useState(false);
  // One key per booking: kept while the same booking is retried, new once anything changes.
  const attemptKey = useRef<{ body: string; key: string }>(undefined);

  const change = (patch: Partial<ServiceFormValues>, field: ServiceField) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setSummary(undefined);
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      // The first red field in page order; for the service choice, its first option.
      formRef.current
        ?.querySelector<HTMLElement>('[data-invalid] input, input[aria-invalid="true"]')
        ?.focus();
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = checkServiceForm(values, contract);
    setErrors(found);
    setSummary(undefined);
    if (Object.keys(found).length) return focusFirstProblem();
    const body = toServiceBooking(values, contract.id);
    const text = JSON.stringify(body);
    if (attemptKey.current?.body !== text) attemptKey.current = { body: text, key: crypto.randomUUID() };
    setSending(true);
    try {
      await bookService(token, body, attemptKey.current.key);
      attemptKey.current = undefined;
      setValues(EMPTY_SERVICE_FORM);
      toast.show(SERVICE_BOOKED, { tone: 'success' });
      onBooked();
    } catch (error) {
      if (isOfflineError(error)) setSummary(needsNetworkMessage(BOOK_ACTION));
      else if (error instanceof ApiError && error.kind === 'validation') {
        const mapped = serverServiceErrors(error);
        setErrors(mapped.fields);
        setSummary(mapped.summary);
        focusFirstProblem();
      } else
        setSummary(error instanceof ApiError ? error.message : 'Não foi possível agendar. Tente novamente.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="service-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="service-form-title"
    >
      <h2 id="service-form-title" className="services-page__section-title">
        Agendar um serviço
      </h2>
      <fieldset
        className="service-options"
        data-invalid={errors.serviceId ? true : undefined}
        aria-describedby={errors.serviceId ? 'service-options-error' : undefined}
      >
        <legend className="service-options__legend">
          Serviço
          <span className="service-options__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {services.map((service) => (
          <label
            key={service.id}
            className="service-option"
            data-selected={values.serviceId === service.id || undefined}
          >
            <input
              type="radio"
              name="service"
              value={service.id}
              required
              checked={values.serviceId === service.id}
              onChange={() => change({ serviceId: service.id }, 'serviceId')}
              className="service-option__radio"
            />
            <span className="service-option__text">
              <span className="service-option__head">
                <span className="service-option__name">{service.name}</span>
                <span className="service-option__price">{formatMoney(service.price)}</span>
              </span>
              <span className="service-option__description">{service.description}</span>
            </span>
          </label>
        ))}
        {errors.serviceId ? (
          <p id="service-options-error" className="service-options__error" role="alert">
            {errors.serviceId}
          </p>
        ) : null}
      </fieldset>
      <div className="service-form__pair">
        <TextField
          label="Data"
          isRequired
          mask={MASKS.birthDate}
          placeholder="DD/MM/AAAA"
          description={`Um dia da sua estadia (${periodOf(contract)}), a partir de hoje.`}
          value={values.date}
          onChange={(date) => change({ date }, 'date')}
          errorMessage={errors.date}
        />
        <Select<ServicePeriod>
          label="Período"
          placeholder="Qualquer horário"
          options={PERIOD_OPTIONS}
          value={values.period}
          onChange={(period) => change({ period }, 'period')}
          errorMessage={errors.period}
        />
      </div>
      <TextArea
        label="Observações"
        rows={3}
        placeholder="Algo que a equipe precise saber (opcional)"
        value={values.notes}
        onChange={(notes) => change({ notes }, 'notes')}
        errorMessage={errors.notes}
      />
      {summary ? <Notice tone="error">{summary}</Notice> : <NetworkNotice action={BOOK_ACTION} />}
      <div className="service-form__submit">
        <Button type="submit" size="lg" fullWidth isPending={sending}>
          Agendar serviço
        </Button>
      </div>
    </form>
  );
}
