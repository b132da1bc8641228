// Home (spec 2): hero slideshow with the search bar; four benefits; how it works in four steps
// (hidden in PWA mode); a video; the six home questions; the slogan banner. The
// 'Tokaas selecionadas para você' section (ForYouSection.tsx) exists but, as the spec says, is not
// included here. Only the hero is above the fold: the calendar code arrives when its field renders.

import type { ReactNode } from 'react';
import type { Faq } from '../../api/catalogue.ts';
import { fetchFaqs } from '../../api/catalogue-calls.ts';
import { serverData } from '../../first-paint/server-data.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { usePwaMode } from '../../ui/pwa-mode.ts';
import { TextLink } from '../../ui/TextLink.tsx';
import { YouTubeFacade } from '../shared/YouTubeFacade.tsx';
import { FaqList } from './FaqList.tsx';
import { FeatureList } from './FeatureList.tsx';
import { HeroSlideshow } from './HeroSlideshow.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { BENEFITS, HERO_PHOTOS, HOME_VIDEO, STEPS } from './home-content.ts';
import { useResource } from './use-resource.ts';
import './HomeScreen.css';

const loadHomeFaqs = async (): Promise<Faq[]> => (await fetchFaqs({ home: true })).data.data;

function Hero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <HeroSlideshow photos={HERO_PHOTOS} />
      <Container width="wide" className="home-hero__content">
        <h1 id="home-title" className="home-hero__title">
          Sua casa mobiliada em São Paulo
        </h1>
        <p className="home-hero__lead">
          Por dia ou por mês, com tudo incluso, sem fiador e sem caução. Escolha, contrate online e mude-se em
          até 24 horas.
        </p>
        <HomeSearch />
      </Container>
    </section>
  );
}

function Section({
  id,
  title,
  lead,
  tone,
  split,
  extra,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'tinted';
  /** Heading beside the content on wide screens. */
  split?: boolean;
  /** Under the lead (a link onwards). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="home-section" data-tone={tone} aria-labelledby={id}>
      <Container
        width="wide"
        className={split ? 'home-section__inner home-section__inner--split' : 'home-section__inner'}
      >
        <header className="home-section__head">
          <h2 id={id}>{title}</h2>
          {lead && <p className="home-section__lead">{lead}</p>}
          {extra}
        </header>
        <div className="home-section__body">{children}</div>
      </Container>
    </section>
  );
}

function HomeFaq() {
  const { state, retry } = useResource('faqs:home', loadHomeFaqs, serverData('faqs:home'));
  return (
    <Section
      id="home-faq-title"
      title="Perguntas frequentes"
      lead="As dúvidas mais comuns de quem está chegando."
      split
      extra={
        <p className="home-faq__more">
          Não encontrou o que procurava?{' '}
          <TextLink href="/perguntas-frequentes">Veja todas as perguntas</TextLink>
        </p>
      }
    >
      <FaqList state={state} retry={retry} />
    </Section>
  );
}

function SloganBanner() {
  return (
    <section className="home-slogan" aria-labelledby="home-slogan-title">
      <Container width="wide" className="home-slogan__inner">
        <div>
          <h2 id="home-slogan-title" className="home-slogan__title">
            Mais vida, menos burocracia.
          </h2>
          <p className="home-slogan__text">Sua Tokaas está pronta. Só falta você chegar.</p>
        </div>
        <LinkButton href="/buscar" variant="secondary" size="lg" className="home-slogan__action">
          Encontrar minha Tokaas
        </LinkButton>
      </Container>
    </section>
  );
}

export default function HomeScreen() {
  useDocumentTitle('Moradia mobiliada em São Paulo');
  const pwa = usePwaMode();
  return (
    <div className="home">
      <Hero />
      <Section
        id="home-benefits-title"
        title="Por que morar em uma Tokaas"
        lead="Tudo o que você precisa para morar bem, sem as dores de cabeça do aluguel tradicional."
      >
        <FeatureList items={BENEFITS} />
      </Section>
      {!pwa && (
        <Section
          id="home-steps-title"
          title="Como funciona"
          lead="Da busca à chave na mão em quatro passos."
          tone="tinted"
        >
          <FeatureList items={STEPS} ordered />
        </Section>
      )}
      <Section
        id="home-video-title"
        title="Conheça a Tokaas"
        lead="Veja em poucos minutos como é morar em uma unidade pronta para você: da busca à chave digital."
        // Without the steps between them (PWA mode), a tint keeps benefits and video apart.
        tone={pwa ? 'tinted' : undefined}
        split
      >
        <YouTubeFacade url={HOME_VIDEO.url} title={HOME_VIDEO.title} poster={HOME_VIDEO.poster} />
      </Section>
      <HomeFaq />
      <SloganBanner />
    </div>
  );
}
