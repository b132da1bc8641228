// The about page's words: mission, pillars and the twelve benefits of spec section 1 (the spec names
// eleven — low cost, for parents, for residents, rental from 1 month, ready-to-live units, move in
// within 24h, collaborative, no guarantor, pay-per-use extras, sustainable containers, community —
// and the twelfth is the all-inclusive price it describes in the same section).
import type { Feature } from '../home/home-content.ts';

export const MISSION =
  'Tornar a moradia em São Paulo simples, acessível e flexível: unidades mobiliadas, prontas para morar, contratadas em poucos minutos e sem burocracia, para você viver a cidade do seu jeito e pelo tempo que quiser.';

export const PILLARS: readonly Feature[] = [
  {
    icon: 'calendar',
    title: 'Flexibilidade',
    text: 'Você escolhe quanto tempo fica, por dia ou por mês, sem contratos que prendem.',
  },
  {
    icon: 'phone',
    title: 'Simplicidade',
    text: 'Do primeiro clique à chave na mão, tudo é digital: sem papelada, filas ou cartório.',
  },
  {
    icon: 'receipt',
    title: 'Transparência',
    text: 'Um valor claro, com tudo incluso, e condições gerais fáceis de ler antes de contratar.',
  },
  {
    icon: 'leaf',
    title: 'Sustentabilidade',
    text: 'Reaproveitamos containers e compartilhamos espaços para gastar menos recursos.',
  },
];

export const BENEFITS: readonly Feature[] = [
  {
    icon: 'wallet',
    title: 'Custo baixo',
    text: 'Sem caução, sem taxas escondidas e sem gastar com móveis e eletrodomésticos. Você paga só a sua estadia.',
  },
  {
    icon: 'family',
    title: 'Para os pais',
    text: 'Tranquilidade para quem ajuda os filhos a morar fora: contratação online, pagamento antecipado e um lugar seguro.',
  },
  {
    icon: 'phone',
    title: 'Para os moradores',
    text: 'Chaves digitais, faturas, vistorias, serviços e suporte reunidos em um só app, na palma da mão.',
  },
  {
    icon: 'calendar',
    title: 'Locação a partir de 1 mês',
    text: 'Planos mensais sem contrato longo, para ficar o tempo que fizer sentido. Precisa de menos? Há diárias também.',
  },
  {
    icon: 'sofa',
    title: 'Unidades prontas para morar',
    text: 'Mobiliadas e equipadas: cama, armários, cozinha e internet já instalados. É só trazer a mala.',
  },
  {
    icon: 'clock',
    title: 'Mude-se em até 24h',
    text: 'Contratou e pagou? Em até 24 horas sua chave digital está no app e a unidade é sua.',
  },
  {
    icon: 'collab',
    title: 'Colaborativo',
    text: 'Lavanderia, bicicletário e áreas de convivência compartilhados e bem cuidados por todos.',
  },
  {
    icon: 'shield',
    title: 'Sem fiador',
    text: 'Nada de fiador, caução ou seguro-fiança. Basta uma conta com CPF e o pagamento antecipado.',
  },
  {
    icon: 'sparkles',
    title: 'Extras pagos pelo uso',
    text: 'Limpeza, manutenção e lavanderia sob demanda, agendadas pelo app. Você só paga pelo que usar.',
  },
  {
    icon: 'leaf',
    title: 'Containers sustentáveis',
    text: 'Unidades em containers reaproveitados: menos obra e menos resíduos, com o mesmo conforto.',
  },
  {
    icon: 'community',
    title: 'Comunidade',
    text: 'Vizinhos com interesses parecidos e uma comunidade de moradores para aproveitar São Paulo junto.',
  },
  {
    icon: 'receipt',
    title: 'Tudo incluso',
    text: 'Condomínio, IPTU, água, energia e internet em um só valor. Nenhuma outra conta da casa chega para você.',
  },
];
