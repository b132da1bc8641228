// The contract's general conditions (spec section 9, 'Contract terms'), written out as the resident
// reads them before 'Declaro que li e estou de acordo', and the short rows of the summary table.
// The numbers are the product's rules; change them here and nowhere else in the screens.

export const TERMS = {
  waterLitresPerMonth: 100,
  energyKwhPerMonth: 100,
  checkInInspectionHours: 24,
  checkOutInspectionMinutes: 30,
  lateSuspendHours: 72,
  regulariseHours: 24,
  visitNoticeHours: 72,
  fullRefundDaysAfterHiring: 7,
  fullRefundDaysBeforeCheckIn: 7,
  partialRefundPercent: 70,
  retainedPercent: 30,
  companyRefundBusinessDays: 5,
  earlyTerminationFinePercent: 10,
  falseInformationVacateHours: 2,
  saleNoticeDays: 30,
} as const;

const t = TERMS;

/** Rows of 'Resumo dos termos' that do not depend on the stay. */
export const TERMS_SUMMARY_ROWS: readonly { label: string; value: string }[] = [
  { label: 'Água', value: `Até ${t.waterLitresPerMonth} litros por mês inclusos` },
  { label: 'Energia', value: `Até ${t.energyKwhPerMonth} kWh por mês inclusos` },
  {
    label: 'Vistorias',
    value: `Check-in em até ${t.checkInInspectionHours} h após a entrada; check-out até ${t.checkOutInspectionMinutes} minutos antes da saída`,
  },
  {
    label: 'Atraso no pagamento',
    value: `Mais de ${t.lateSuspendHours} h de atraso suspende o acesso; ${t.regulariseHours} h para regularizar`,
  },
  { label: 'Visitas', value: `Aviso com ${t.visitNoticeHours} h de antecedência` },
  {
    label: 'Cancelamento',
    value: `Reembolso integral até ${t.fullRefundDaysAfterHiring} dias após a contratação e com pelo menos ${t.fullRefundDaysBeforeCheckIn} dias antes do check-in; nos demais casos, ${t.partialRefundPercent}% reembolsados e ${t.retainedPercent}% retidos`,
  },
  {
    label: 'Cancelamento pela Tokaas',
    value: `Reembolso em até ${t.companyRefundBusinessDays} dias úteis`,
  },
  { label: 'Rescisão antecipada', value: `Multa de ${t.earlyTerminationFinePercent}% do valor total` },
  {
    label: 'Informações falsas',
    value: `Desocupação da unidade em até ${t.falseInformationVacateHours} h`,
  },
  { label: 'Venda do imóvel', value: `Aviso com ${t.saleNoticeDays} dias de antecedência` },
];

export interface TermsClause {
  title: string;
  paragraphs: readonly string[];
}

/** 'Condições gerais', in full. */
export const GENERAL_CONDITIONS: readonly TermsClause[] = [
  {
    title: '1. Objeto',
    paragraphs: [
      'A Tokaas disponibiliza ao morador o uso da unidade mobiliada escolhida, pelo período e pelo plano contratados, para fins exclusivamente residenciais. A contratação é digital: não há caução, fiador nem contrato em papel.',
      'O valor contratado inclui condomínio, IPTU, água, energia elétrica e internet, dentro dos limites de consumo abaixo.',
    ],
  },
  {
    title: '2. Consumo de água e energia',
    paragraphs: [
      `Estão inclusos até ${t.waterLitresPerMonth} litros de água por mês e até ${t.energyKwhPerMonth} kWh de energia elétrica por mês. O consumo acima desses limites pode ser cobrado à parte, na fatura seguinte.`,
    ],
  },
  {
    title: '3. Pagamento',
    paragraphs: [
      'O aluguel e as despesas são cobrados antecipadamente: no plano Diária, a estadia inteira na contratação; no plano Mensal, cada mês no seu início.',
      `Um pagamento com mais de ${t.lateSuspendHours} horas de atraso suspende o acesso do morador ao prédio. A partir da suspensão, o morador tem ${t.regulariseHours} horas para regularizar o pagamento; o acesso é liberado assim que a fatura é paga.`,
    ],
  },
  {
    title: '4. Vistorias',
    paragraphs: [
      `A vistoria de check-in deve ser feita pelo app em até ${t.checkInInspectionHours} horas após a entrada na unidade. Problemas não registrados nesse prazo serão considerados causados durante a estadia.`,
      `A vistoria de check-out deve ser feita pelo app até ${t.checkOutInspectionMinutes} minutos antes da saída da unidade.`,
    ],
  },
  {
    title: '5. Visitas',
    paragraphs: [
      `Visitas devem ser informadas à administração do prédio com ${t.visitNoticeHours} horas de antecedência, pelo app.`,
    ],
  },
  {
    title: '6. Cancelamento pelo morador',
    paragraphs: [
      `Se o cancelamento for feito em até ${t.fullRefundDaysAfterHiring} dias após a contratação e com pelo menos ${t.fullRefundDaysBeforeCheckIn} dias de antecedência do check-in, todo o valor pago é reembolsado.`,
      `Nos demais casos, ${t.partialRefundPercent}% do valor pago é reembolsado e ${t.retainedPercent}% fica retido.`,
    ],
  },
  {
    title: '7. Cancelamento pela Tokaas',
    paragraphs: [
      `Se a Tokaas precisar cancelar a contratação, os valores pagos são reembolsados em até ${t.companyRefundBusinessDays} dias úteis.`,
    ],
  },
  {
    title: '8. Rescisão antecipada',
    paragraphs: [
      `A saída antes do fim do período contratado está sujeita a multa de ${t.earlyTerminationFinePercent}% do valor total do contrato.`,
    ],
  },
  {
    title: '9. Informações falsas',
    paragraphs: [
      `Se forem constatadas informações falsas no cadastro, o morador deverá desocupar a unidade em até ${t.falseInformationVacateHours} horas.`,
    ],
  },
  {
    title: '10. Venda do imóvel',
    paragraphs: [
      `Em caso de venda do imóvel, o morador será avisado com ${t.saleNoticeDays} dias de antecedência.`,
    ],
  },
];
