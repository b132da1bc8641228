// Contract messages a person may read, and the placeholder filler: plain constants with no zod
// and no dates, so screens can show them without loading the request schemas (see contracts.ts).

/** Every message a person may read from these calls. */
export const CT = {
  apartmentRequired: 'O campo unidade é obrigatório.',
  apartmentUnknown: 'A unidade informada não existe.',
  checkInRequired: 'O campo check-in é obrigatório.',
  checkOutRequired: 'O campo check-out é obrigatório.',
  checkInInvalid: 'A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkOutInvalid: 'A data de check-out não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkInPast: 'A data de check-in não pode estar no passado.',
  checkOutOrder: 'A data de check-out deve ser posterior à data de check-in.',
  stayTooLong: 'O período máximo de uma contratação é de 3 anos.',
  paymentForm: 'Escolha a forma de pagamento: 1 (Pix), 2 (cartão de crédito ou débito) ou 3 (boleto).',
  cardRequired: 'Escolha um cartão salvo (crédito ou débito) para pagar com cartão.',
  cardUnknown: 'Cartão não encontrado. Escolha um dos seus cartões salvos.',
  cardExpired: 'Este cartão está vencido. Escolha outro cartão.',
  guests: 'O número de pessoas deve ser um número inteiro entre 1 e 12.',
  guestsOverUnit: 'Esta unidade acomoda no máximo {n} pessoa(s).',
  observation: 'A observação deve ter no máximo 500 caracteres.',
  cpfMissing: 'Complete seu cadastro com o CPF para contratar.',
  unitRented: 'Esta unidade está ocupada e não pode ser contratada.',
  unitSoonRelease: 'Esta unidade será liberada em breve e ainda não pode ser contratada.',
  periodTaken: 'Esta unidade já está reservada neste período.',
  periodBlocked: 'A unidade não está disponível em uma ou mais datas do período escolhido.',
  contractNotFound: 'Contrato não encontrado.',
  billNotFound: 'Fatura não encontrada.',
  billPaid: 'Esta fatura já está paga.',
  billContractClosed: 'Este contrato não aceita mais pagamentos.',
  contractIdRequired: 'O campo contrato é obrigatório.',
  notCancellable: 'Este contrato não pode mais ser cancelado.',
  cancelled: 'Contrato cancelado.',
  codeNotActive: 'O código de acesso só pode ser gerado para contratos ativos.',
  codeNotYet: 'O código de acesso fica disponível a partir do dia do check-in.',
  codeSuspended: 'O acesso está suspenso por falta de pagamento. Regularize a fatura em atraso para liberar.',
  renewNotAllowed: 'Este contrato não pode ser renovado agora.',
  renewCheckOut: 'A nova data de check-out deve ser posterior ao check-out atual ({date}).',
  updated: 'Contrato atualizado.',
  hired: 'Contratação concluída!',
  hashRequired: 'Informe o código do pacote do parceiro.',
  hashInvalid: 'O código da plataforma parceira não é válido.',
  reservationNotFound: 'Pacote não encontrado.',
  reservationCompleted: 'Este pacote já foi contratado.',
  partnerCardRequired: 'Escolha um cartão para pagar o pacote.',
} as const;

/** Replaces {name} placeholders of a message. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
