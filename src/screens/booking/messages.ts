// What the booking screens say about the network and the wait (hiring needs the internet).

export const OFFLINE_HIRE_MESSAGE =
  'Sem conexão: a contratação precisa de internet. Conecte-se e toque em Finalizar novamente; nada do que você escolheu se perde.';

/** The answer was lost and the check could not tell whether the hire went through. */
export const NO_ANSWER_MESSAGE =
  'Não recebemos a resposta e ainda não conseguimos confirmar se seu pedido foi registrado. Verifique sua conexão e toque em Finalizar novamente: o pedido não será duplicado.';

/** The same, offline: the page checks again by itself when the connection is back. */
export const NO_ANSWER_OFFLINE_MESSAGE =
  'Sem conexão: não sabemos se seu pedido chegou até nós. Assim que a internet voltar, verificamos sozinhos; você também pode tocar em Finalizar novamente, sem risco de pedido duplicado.';

/** The answer was lost and the server shows no such hire (yet): pressing again is safe. */
export const NOT_HIRED_MESSAGE =
  'A conexão falhou e seu pedido ainda não aparece na sua conta. Toque em Finalizar para tentar novamente: se ele já tiver chegado, não será duplicado.';

/** The busy overlay while the page asks the server whether a hire with a lost answer went through. */
export const CHECKING_MESSAGE = 'Verificando se seu pedido foi registrado...';

/** The full-screen wait of a card hire (spec 2: 'Card hiring shows a full-screen wait message'). */
export const CARD_WAIT_MESSAGE = 'Processando o pagamento no cartão. Aguarde, não feche esta página.';

/** Spec 8: a failed partner-link hire. */
export const PARTNER_FAILURE = 'Ocorreu um erro ao processar seu pedido';
