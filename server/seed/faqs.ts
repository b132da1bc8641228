// Frequently asked questions. The first six are the home page accordion (on_home, positions
// 1–6); the rest appear on /perguntas-frequentes. Answers restate the contract terms of spec
// section 9, so keep them in step with it. The video links are placeholders for the
// tutorial videos.

export interface FaqSeed {
  title: string;
  description: string;
  youtube_url: string | null;
  on_home: boolean;
}

export const FAQS: readonly FaqSeed[] = [
  {
    title: 'Como funciona a contratação de uma Tokaas?',
    description:
      'Escolha a unidade e as datas da sua estadia, crie sua conta, aceite as condições gerais e faça o pagamento. Assim que o pagamento é confirmado você recebe a chave digital no app e pode se mudar em até 24 horas. Tudo online, sem papelada.',
    youtube_url: 'https://www.youtube.com/watch?v=Tk4sC0ntr4t',
    on_home: true,
  },
  {
    title: 'O que está incluído no valor?',
    description:
      'O valor é tudo incluso: condomínio, IPTU, água, energia elétrica, internet e a unidade mobiliada e equipada. Você paga uma única mensalidade (ou as diárias) e não recebe outras contas da casa.',
    youtube_url: null,
    on_home: true,
  },
  {
    title: 'Preciso de fiador ou caução?',
    description:
      'Não. Na Tokaas não há fiador, caução, seguro-fiança nem contrato em papel. Basta ter uma conta com CPF e dados completos e fazer o pagamento antecipado.',
    youtube_url: null,
    on_home: true,
  },
  {
    title: 'Quais são as formas de pagamento?',
    description:
      'Você pode pagar com cartão de crédito ou débito, boleto bancário ou Pix. O aluguel e as despesas são cobrados de forma antecipada; com Pix a confirmação é imediata e a chave é liberada em instantes.',
    youtube_url: null,
    on_home: true,
  },
  {
    title: 'Existe um período mínimo de estadia? Como funcionam diárias e mensalidades?',
    description:
      'Você pode contratar a partir de uma diária. Estadias com menos de 30 noites são cobradas por diária (valor da noite vezes o número de noites, mais a taxa de entrada); a partir de 30 noites vale o plano mensal, com o valor mensal da unidade.',
    youtube_url: 'https://www.youtube.com/watch?v=Tk4sPl4n0s1',
    on_home: true,
  },
  {
    title: 'Posso contratar serviços extras?',
    description:
      'Sim. Pelo app você agenda serviços sob demanda, como limpeza, manutenção e lavanderia, e paga apenas pelo que usar.',
    youtube_url: null,
    on_home: true,
  },
  {
    title: 'Como funciona o cancelamento e o reembolso?',
    description:
      'Se você cancelar em até 7 dias após a contratação e com pelo menos 7 dias de antecedência do check-in, o reembolso é integral. Fora desse prazo, 70% do valor é devolvido e 30% fica retido. Quando o cancelamento parte da Tokaas, o reembolso é feito em até 5 dias úteis.',
    youtube_url: null,
    on_home: false,
  },
  {
    title: 'O que acontece se eu atrasar o pagamento?',
    description:
      'Com mais de 72 horas de atraso, o acesso à unidade é suspenso e a chave digital deixa de funcionar. Você tem 24 horas para regularizar o pagamento e o acesso é liberado assim que ele é confirmado.',
    youtube_url: null,
    on_home: false,
  },
  {
    title: 'Como funcionam as vistorias de entrada e de saída?',
    description:
      'A vistoria de entrada (check-in) deve ser feita pelo app em até 24 horas após a chegada; recomendamos fazê-la na primeira hora. A vistoria de saída (check-out) deve ser feita 30 minutos antes de você deixar a unidade. Basta responder as perguntas de cada cômodo e anotar observações.',
    youtube_url: 'https://www.youtube.com/watch?v=Tk4sV1st0r1',
    on_home: false,
  },
  {
    title: 'Posso receber visitas?',
    description:
      'Sim. Visitas devem ser informadas com 72 horas de antecedência pelo app, para que a portaria libere a entrada.',
    youtube_url: null,
    on_home: false,
  },
  {
    title: 'Existe limite de consumo de água e energia?',
    description: 'O plano inclui até 100 litros de água e 100 kWh de energia por mês.',
    youtube_url: null,
    on_home: false,
  },
  {
    title: 'Posso levar meu animal de estimação?',
    description:
      'Sim, nas unidades marcadas como "aceita pets". Use o filtro de pets na busca para encontrá-las. O morador é responsável pelo bem-estar do animal e por eventuais danos.',
    youtube_url: null,
    on_home: false,
  },
  {
    title: 'Como funcionam as chaves digitais?',
    description:
      'Depois que o contrato fica ativo, você cadastra suas chaves no app com nome, um código opcional e uma selfie, usada para o reconhecimento na entrada. Você pode editar ou excluir uma chave a qualquer momento.',
    youtube_url: 'https://www.youtube.com/watch?v=Tk4sCh4v3s1',
    on_home: false,
  },
  {
    title: 'Posso sair antes do fim do contrato?',
    description:
      'Pode. O encerramento antecipado tem multa de 10% do valor total do contrato. Se o imóvel for vendido, avisamos com 30 dias de antecedência.',
    youtube_url: null,
    on_home: false,
  },
];
