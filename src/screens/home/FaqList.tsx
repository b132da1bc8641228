// The FAQ accordion with its loading and error states, shared by the home (six questions) and
// /perguntas-frequentes (all of them, with their videos).
import type { Faq } from '../../api/catalogue.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Button } from '../../ui/Button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { YouTubeFacade } from '../shared/YouTubeFacade.tsx';
import type { Resource } from './use-resource.ts';
import './FaqList.css';

export interface FaqListProps {
  state: Resource<Faq[]>;
  retry: () => void;
  /** Rows of the loading placeholder. */
  placeholderRows?: number;
  /** Show each answer's video, when it has one. */
  withVideos?: boolean;
  headingLevel?: 2 | 3;
}

function Answer({ faq, withVideo }: { faq: Faq; withVideo: boolean }) {
  return (
    <div className="faq-list__answer">
      {faq.description.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {withVideo && faq.youtube_url && (
        <YouTubeFacade className="faq-list__video" url={faq.youtube_url} title={faq.title} />
      )}
    </div>
  );
}

export function FaqList({
  state,
  retry,
  placeholderRows = 6,
  withVideos = false,
  headingLevel = 3,
}: FaqListProps) {
  if (state.status === 'loading') {
    return (
      <div className="faq-list__loading" role="status" aria-busy="true">
        <span className="visually-hidden">Carregando perguntas</span>
        {Array.from({ length: placeholderRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity.
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="faq-list__error" role="alert">
        <AlertIcon size={24} />
        <p>Não foi possível carregar as perguntas frequentes. Verifique sua conexão e tente novamente.</p>
        <Button variant="secondary" size="sm" onPress={retry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (state.data.length === 0) {
    return (
      <p className="faq-list__empty">
        Ainda não há perguntas publicadas. Fale com a gente pela página de contato.
      </p>
    );
  }
  return (
    <Accordion
      className="faq-list"
      headingLevel={headingLevel}
      items={state.data.map((faq) => ({
        id: faq.id,
        title: faq.title,
        content: <Answer faq={faq} withVideo={withVideos} />,
      }))}
    />
  );
}
