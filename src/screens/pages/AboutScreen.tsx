// About /sobre (spec 1 and 2): the mission, the pillars and the twelve benefits, then the way on
// to the search or to a conversation.

import { FULL_PHOTO } from '../../domain/catalogue-photos.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { FeatureList } from '../home/FeatureList.tsx';
import { BENEFITS, MISSION, PILLARS } from './about-content.ts';
import { PageHeader } from './PageHeader.tsx';
import './AboutScreen.css';

export default function AboutScreen() {
  useDocumentTitle('Sobre nós');
  return (
    <div className="about">
      <PageHeader title="Sobre a Tokaas">
        Moradias mobiliadas em São Paulo, por dia ou por mês, com tudo incluso e sem burocracia.
      </PageHeader>

      <section className="page-section" aria-labelledby="about-mission-title">
        <Container width="wide" className="about-mission">
          <div>
            <h2 id="about-mission-title">Nossa missão</h2>
            <p className="about-mission__text">{MISSION}</p>
          </div>
          <img
            className="about-mission__photo"
            src="/media/catalogue/container-2.webp"
            alt="Ilustração de uma vila de containers com jardim e varal de luzes"
            width={FULL_PHOTO.width}
            height={FULL_PHOTO.height}
            loading="lazy"
            decoding="async"
          />
        </Container>
      </section>

      <section className="page-section" data-tone="surface" aria-labelledby="about-pillars-title">
        <Container width="wide">
          <h2 id="about-pillars-title">Nossos pilares</h2>
          <p className="page-section__lead">O que guia cada unidade, cada contrato e cada atendimento.</p>
          <FeatureList items={PILLARS} />
        </Container>
      </section>

      <section className="page-section" aria-labelledby="about-benefits-title">
        <Container width="wide">
          <h2 id="about-benefits-title">12 benefícios de morar em uma Tokaas</h2>
          <p className="page-section__lead">
            Pensados para quem quer morar bem, gastar menos e resolver tudo pelo app.
          </p>
          <FeatureList items={BENEFITS} className="about-benefits" />
        </Container>
      </section>

      <section className="page-section about-cta" aria-labelledby="about-cta-title">
        <Container width="wide" className="about-cta__inner">
          <div>
            <h2 id="about-cta-title">Pronto para encontrar sua Tokaas?</h2>
            <p className="about-cta__text">Veja as unidades disponíveis ou fale com a nossa equipe.</p>
          </div>
          <div className="about-cta__actions">
            <LinkButton href="/buscar" size="lg">
              Ver unidades
            </LinkButton>
            <LinkButton href="/contato" variant="secondary" size="lg">
              Fale conosco
            </LinkButton>
          </div>
        </Container>
      </section>
    </div>
  );
}
