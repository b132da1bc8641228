// FAQ /perguntas-frequentes (spec 2): every question from GET /api/frequently-asked-questions in an
// accordion, with the answer's video when it has one (loaded only on play). 'Envie um ticket' opens
// /tickets/novo; signed out it says 'Faça login para continuar' and opens the login dialog, and once
// the person signs in from there they are taken on to the new ticket.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Faq } from '../../api/catalogue.ts';
import { fetchFaqs } from '../../api/catalogue-calls.ts';
import { useSession } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { useToast } from '../../ui/Toast.tsx';
import { FaqList } from '../home/FaqList.tsx';
import { useResource } from '../home/use-resource.ts';
import { PageHeader } from '../pages/PageHeader.tsx';
import './FaqScreen.css';

export const LOGIN_REQUIRED = 'Faça login para continuar';
const NEW_TICKET = '/tickets/novo';

const loadFaqs = async (): Promise<Faq[]> => (await fetchFaqs()).data.data;

function TicketCallout() {
  const session = useSession();
  const toast = useToast();
  const [, navigate] = useLocation();
  const waitingForLogin = useRef(false);
  // Pressed while the device's session is still being read: answered once it is known.
  const [queued, setQueued] = useState(false);

  useEffect(() => {
    if (session.status === 'authenticated' && waitingForLogin.current) {
      waitingForLogin.current = false;
      navigate(NEW_TICKET);
    }
  }, [session.status, navigate]);

  const sendTicket = () => {
    if (session.status === 'loading') return setQueued(true);
    if (session.status === 'authenticated') return navigate(NEW_TICKET);
    waitingForLogin.current = true;
    toast.show(LOGIN_REQUIRED, { tone: 'info' });
    openLoginDialog('login');
  };

  useEffect(() => {
    if (!queued || session.status === 'loading') return;
    setQueued(false);
    sendTicket();
  });

  return (
    <aside className="faq-page__callout" aria-labelledby="faq-callout-title">
      <h2 id="faq-callout-title" className="faq-page__callout-title">
        Não encontrou sua resposta?
      </h2>
      <p>Envie um ticket para a nossa equipe de suporte e acompanhe a resposta por aqui.</p>
      <Button onPress={sendTicket} isPending={queued} fullWidth>
        Envie um ticket
      </Button>
    </aside>
  );
}

export default function FaqScreen() {
  useDocumentTitle('Perguntas frequentes');
  const { state, retry } = useResource('faqs:all', loadFaqs);
  return (
    <div className="faq-page">
      <PageHeader title="Perguntas frequentes">
        Respostas rápidas sobre contratação, pagamentos, estadia, vistorias e serviços.
      </PageHeader>
      <Container width="wide" className="faq-page__body">
        <section className="faq-page__list" aria-label="Perguntas e respostas">
          <FaqList state={state} retry={retry} placeholderRows={8} withVideos headingLevel={2} />
        </section>
        <TicketCallout />
      </Container>
    </div>
  );
}
