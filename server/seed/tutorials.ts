// The tutorials: general ones for every resident, the ones each building has, and the demo
// unit's Wi-Fi tutorial. Text in Markdown, as the app renders it.

export const GENERAL_TUTORIALS = [
  {
    title: 'Bem-vindo à sua Tokaas',
    description: 'O que está incluído na mensalidade e onde encontrar cada coisa no app.',
    content: [
      'Sua Tokaas já vem com tudo: condomínio, IPTU, água (100 litros por mês), energia (100 kWh por mês) e internet.',
      '',
      '- **Faturas**: pagas antecipadamente, por Pix ou cartão, em Minhas tokaas › Faturas.',
      '- **Chaves digitais**: crie uma chave com selfie para você e para quem mora com você.',
      '- **Vistorias**: faça a de entrada em até 24 horas e a de saída 30 minutos antes de sair.',
      '- **Suporte**: abra um ticket a qualquer hora; respondemos pelo próprio app.',
    ].join('\n'),
  },
  {
    title: 'Chaves digitais',
    description: 'Como criar, editar e apagar as chaves de acesso da sua unidade.',
    content: [
      'Em Minhas tokaas › Chaves, toque em **Nova chave**, informe um nome, um código (opcional) e tire uma selfie.',
      '',
      '- A selfie identifica quem usa a chave na portaria; ela é guardada com segurança e só você a vê no app.',
      '- Cada contrato pode ter até 10 chaves. Apague as que não usa mais.',
      '- Um pagamento com mais de 72 horas de atraso suspende as chaves; elas voltam a funcionar assim que a fatura é paga.',
    ].join('\n'),
  },
  {
    title: 'Vistoria de entrada e de saída',
    description: 'Registre o estado da unidade e evite cobranças por danos que não foram seus.',
    content: [
      'A vistoria de entrada deve ser feita em até 24 horas após o check-in; a de saída, 30 minutos antes de sair.',
      '',
      'Responda Sim ou Não para cada item de cada cômodo. Quando marcar **Não**, descreva o problema na observação e, se puder, anexe fotos.',
      'Sem sinal? O app guarda suas respostas e envia assim que a conexão voltar.',
    ].join('\n'),
  },
  {
    title: 'Coleta de lixo e reciclagem',
    description: 'Como separar o lixo e onde descartá-lo.',
    content: [
      'Separe o lixo em três: **orgânico**, **reciclável** (papel, plástico, metal e vidro limpos) e **rejeito**.',
      '',
      '- Leve os sacos fechados até a lixeira do térreo; não deixe lixo no corredor.',
      '- Óleo de cozinha vai em garrafa PET fechada, no ponto de coleta da portaria.',
      '- Pilhas e eletrônicos: caixa de descarte na portaria.',
    ].join('\n'),
  },
  {
    title: 'Serviços sob demanda',
    description: 'Limpeza, manutenção e lavanderia quando você precisar.',
    content: [
      'Em Minhas tokaas › Serviços, escolha o serviço, o dia e o período (Manhã, Tarde ou Noite).',
      '',
      'O valor é cobrado na sua próxima fatura. Para cancelar, abra um ticket com pelo menos 24 horas de antecedência.',
    ].join('\n'),
  },
] as const;

/** The tutorials every building has, naming it. */
export function enterpriseTutorials(name: string) {
  return [
    {
      title: 'Portaria e visitantes',
      description: `Horários da portaria do ${name} e como liberar visitas.`,
      content: [
        'A portaria funciona das 7h às 21h; fora desse horário, a entrada é pela sua chave digital.',
        '',
        '- Visitas precisam ser informadas com 72 horas de antecedência, em Visitantes.',
        '- No dia, toque em **Liberar** para avisar a portaria de que a visita pode subir.',
        '- Encomendas ficam na portaria até 7 dias.',
      ].join('\n'),
    },
    {
      title: 'Wi-Fi e internet',
      description: 'Como se conectar à internet da sua unidade.',
      content: [
        'Cada unidade tem seu próprio roteador, com internet de fibra incluída na mensalidade.',
        '',
        'O nome da rede e a senha estão na etiqueta do roteador e no tutorial da sua unidade. Nas áreas comuns, use a rede **Tokaas-Comum**.',
      ].join('\n'),
    },
    {
      title: 'Lavanderia coletiva',
      description: 'Como reservar e usar as máquinas da lavanderia do prédio.',
      content: [
        'Reserve um horário em Espaços comuns › Lavanderia coletiva (até 3 reservas futuras por morador).',
        '',
        '- Use sabão líquido na dose indicada na máquina.',
        '- Retire as roupas ao fim do seu horário, para não atrasar o próximo morador.',
      ].join('\n'),
    },
  ];
}

/** The demo resident's own unit: its network name and password. */
export function unitWifiTutorial(unit: { apartment_id: number; unit_number: string }) {
  return {
    title: `Wi-Fi da unidade ${unit.unit_number}`,
    description: 'Nome da rede e senha do roteador da sua unidade.',
    content: [
      `Rede: **Tokaas-${unit.unit_number}**`,
      `Senha: **morar-${unit.apartment_id}-tokaas**`,
      '',
      'Se a internet cair, desligue o roteador da tomada por 30 segundos. Persistindo, abra um ticket.',
    ].join('\n'),
  };
}
