// Not found (spec 2, route '*' and /404): says the page cannot be found and offers the way back to
// the start, plus the search for someone who was looking for a unit.
import { useDocumentTitle } from '../../ui/document-title.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PageMessage } from '../../ui/PageMessage.tsx';
import './NotFoundScreen.css';

export default function NotFoundScreen() {
  useDocumentTitle('Página não encontrada');
  return (
    <PageMessage
      className="not-found"
      art={
        <svg className="not-found__art" aria-hidden="true" viewBox="0 0 160 120" width="160" height="120">
          <path d="M20 104h120" stroke="var(--color-border-strong)" strokeWidth="3" strokeLinecap="round" />
          <path
            d="M40 104V58l40-30 40 30v46Z"
            fill="var(--color-accent-soft)"
            stroke="var(--color-accent-strong)"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M30 64 80 26l50 38"
            fill="none"
            stroke="var(--color-accent-strong)"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <text
            x="80"
            y="92"
            textAnchor="middle"
            fontSize="30"
            fontWeight="700"
            fill="var(--color-accent-strong)"
            fontFamily="system-ui, sans-serif"
          >
            ?
          </text>
        </svg>
      }
      eyebrow="Erro 404"
      title="Página não encontrada"
      actions={
        <>
          <LinkButton href="/" size="lg">
            Voltar ao início
          </LinkButton>
          <LinkButton href="/buscar" variant="secondary" size="lg">
            Buscar uma Tokaas
          </LinkButton>
        </>
      }
    >
      Não conseguimos encontrar a página que você procura. Ela pode ter mudado de endereço ou não existir
      mais.
    </PageMessage>
  );
}
