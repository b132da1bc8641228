// Contact /contato (spec 2 and 5): name, e-mail and message, all required, and 'Enviar'. The form is
// checked with the same schema the server uses (src/api/catalogue.ts), so the messages match; the
// server's 422 messages are shown per field too. Success shows the spec's snack and clears the form;
// any other failure shows an error toast and keeps what was typed.
import { type FormEvent, useRef, useState } from 'react';
import { CM, type ContactRequest, contactRequest } from '../../api/catalogue.ts';
import { sendContact } from '../../api/catalogue-calls.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { PageHeader } from './PageHeader.tsx';
import './ContactScreen.css';

type Field = keyof ContactRequest;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'message'];
const EMPTY: ContactRequest = { name: '', email: '', message: '' };

/** The first message per field of the shared schema, or null when the form may be sent. */
function check(form: ContactRequest): Errors | null {
  const result = contactRequest.safeParse(form);
  if (result.success) return null;
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http')
    return `Não foi possível enviar sua mensagem. ${error.message}`;
  return 'Não foi possível enviar sua mensagem. Verifique sua conexão e tente novamente.';
}

export default function ContactScreen() {
  useDocumentTitle('Contato');
  const toast = useToast();
  const [form, setForm] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirstInvalid = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(form);
    if (found) {
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setSending(true);
    try {
      await sendContact(form);
      setForm(EMPTY);
      setErrors({});
      toast.show(CM.contactThanks, { tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation' && FIELDS.some((f) => error.field(f))) {
        const fromServer: Errors = {
          name: error.field('name'),
          email: error.field('email'),
          message: error.field('message'),
        };
        setErrors(fromServer);
        focusFirstInvalid(fromServer);
      } else {
        toast.show(failureMessage(error), { tone: 'error' });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="contact">
      <PageHeader title="Fale conosco">
        Tem uma dúvida, uma sugestão ou quer saber mais sobre uma unidade? Escreva para a gente.
      </PageHeader>
      <Container width="wide" className="contact__body">
        <form
          ref={formRef}
          className="contact__form"
          noValidate
          onSubmit={submit}
          aria-label="Formulário de contato"
        >
          <TextField
            label="Nome"
            name="name"
            autoComplete="name"
            isRequired
            value={form.name}
            onChange={update('name')}
            errorMessage={errors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={form.email}
            onChange={update('email')}
            errorMessage={errors.email}
          />
          <TextArea
            label="Mensagem"
            name="message"
            isRequired
            rows={6}
            value={form.message}
            onChange={update('message')}
            errorMessage={errors.message}
          />
          <p className="contact__required">
            <span aria-hidden="true">*</span> Campos obrigatórios
          </p>
          <Button type="submit" size="lg" isPending={sending} className="contact__submit">
            Enviar
          </Button>
        </form>
        <aside className="contact__aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title" className="contact__aside-title">
            Antes de escrever
          </h2>
          <p>
            Muitas respostas já estão nas{' '}
            <TextLink href="/perguntas-frequentes">perguntas frequentes</TextLink>: como contratar, o que está
            incluso, pagamentos, vistorias e cancelamento.
          </p>
          <p>
            Já mora em uma Tokaas? Pelo app você abre um ticket de suporte sobre a sua estadia e acompanha
            cada resposta.
          </p>
        </aside>
      </Container>
    </div>
  );
}
