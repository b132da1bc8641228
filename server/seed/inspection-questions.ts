// The inspection checklist: for each of the nine rooms, the items a resident answers Sim or Não at
// check-in and check-out, in display order.
import type { InspectionRoom } from '../../src/domain/inspection.ts';

/** [title, question] per room, in display order. */
export const INSPECTION_QUESTIONS: Record<InspectionRoom, readonly (readonly [string, string])[]> = {
  sala: [
    ['Paredes e teto', 'As paredes e o teto estão sem manchas, furos ou rachaduras?'],
    ['Piso', 'O piso está limpo e sem danos?'],
    ['Móveis', 'O sofá, a mesa e as cadeiras estão em bom estado?'],
    ['Iluminação e tomadas', 'Todas as lâmpadas e tomadas funcionam?'],
  ],
  cozinha: [
    ['Eletrodomésticos', 'A geladeira, o cooktop e o micro-ondas funcionam?'],
    ['Pia e torneira', 'A pia e a torneira funcionam sem vazamentos?'],
    ['Armários', 'As portas e gavetas dos armários abrem e fecham bem?'],
    ['Utensílios', 'Pratos, copos, talheres e panelas estão completos e sem avarias?'],
  ],
  lavanderia: [
    ['Máquina de lavar', 'A máquina de lavar funciona?'],
    ['Tanque', 'O tanque e a torneira estão sem vazamentos?'],
    ['Varal', 'O varal está firme e completo?'],
  ],
  varanda: [
    ['Proteção', 'O guarda-corpo e a rede de proteção estão firmes e sem danos?'],
    ['Piso e ralo', 'O piso está limpo e o ralo escoa a água?'],
  ],
  banheiro_solteiro: [
    ['Chuveiro', 'O chuveiro esquenta e tem boa pressão?'],
    ['Vaso sanitário', 'A descarga funciona e o vaso não vaza?'],
    ['Pia e espelho', 'A pia, a torneira e o espelho estão em bom estado?'],
  ],
  escritorio: [
    ['Mesa e cadeira', 'A mesa e a cadeira estão em bom estado?'],
    ['Tomadas e internet', 'As tomadas funcionam e o Wi-Fi chega bem ao cômodo?'],
  ],
  quarto_de_solteiro: [
    ['Cama e colchão', 'A cama e o colchão estão limpos e sem danos?'],
    ['Guarda-roupa', 'O guarda-roupa abre, fecha e tem cabides?'],
    ['Janela e cortina', 'A janela veda bem e a cortina ou persiana funciona?'],
  ],
  quarto_de_casal: [
    ['Cama e colchão', 'A cama e o colchão estão limpos e sem danos?'],
    ['Guarda-roupa', 'O guarda-roupa abre, fecha e tem cabides?'],
    ['Janela e cortina', 'A janela veda bem e a cortina ou persiana funciona?'],
    ['Climatização', 'O ar-condicionado ou o ventilador funciona?'],
  ],
  banheiro_casal: [
    ['Chuveiro', 'O chuveiro esquenta e tem boa pressão?'],
    ['Vaso sanitário', 'A descarga funciona e o vaso não vaza?'],
    ['Box e rejunte', 'O box e o rejunte estão sem mofo ou rachaduras?'],
  ],
};
