// What the booking screens say about the network and the wait (hiring needs the internet).

export const OFFLINE_HIRE_MESSAGE =
  'Sem conexão: a contratação precisa de internet. Conecte-se e toque em Finalizar novamente; nada do que você escolheu se perde.';

export const NO_ANSWER_MESSAGE =
  'Não recebemos a resposta a tempo. Verifique sua conexão e toque em Finalizar novamente: seu pedido não será duplicado.';

/** The full-screen wait of a card hire (spec 2: 'Card hiring shows a full-screen wait message'). */
export const CARD_WAIT_MESSAGE = 'Processando o pagamento no cartão. Aguarde, não feche esta página.';

/** Spec 8: a failed partner-link hire. */
export const PARTNER_FAILURE = 'Ocorreu um erro ao processar seu pedido';
