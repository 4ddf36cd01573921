// Design checks shown before quoting. Combinations docs/requirements.md §3 does not offer cannot be built at all (the option
// tables are enforced by the state machine); these are the softer things a scientist would want pointed out.
import type { DesignSelection } from '@/lib/domain/design/wizard';

export interface DesignWarning {
  id: string;
  message: string;
}

const LENTI = new Set(['Lenti', 'Lenti-AIO']);
const MAMMALIAN_PROMOTERS = new Set(['PCMV', 'EF1a', 'EF1a Core']);

/** Each rule: when it applies, and what to tell the visitor. Order is the order shown. */
export const WARNING_RULES: readonly { id: string; applies: (s: DesignSelection) => boolean; message: string }[] = [
  {
    id: 'cell-without-selection',
    applies: (s) => s.format.includes('Cell') && s.selection === 'None',
    message: 'Cell format chosen without a selection marker: stable cell pools and clones are hard to select without Puro, BSD or Neo.',
  },
  {
    id: 'lentivirus-without-lenti-backbone',
    applies: (s) => s.format.includes('Lentivirus') && s.delivery !== null && !LENTI.has(s.delivery),
    message: 'Lentivirus format with a non-lentiviral delivery: packaging needs a lentiviral backbone — consider Lenti delivery.',
  },
  {
    id: 'aav-cas9-capacity',
    applies: (s) => s.delivery === 'AAV' && s.category === 'CRISPR-Cas9' && s.funcType === 'CRISPR KnockOut',
    message: 'AAV carries about 4.7 kb: SpCas9 with a guide, a promoter and a marker may not fit in one vector.',
  },
  {
    id: 'prokaryotic-mammalian-promoter',
    applies: (s) => s.category === 'Prokaryotic Cloning' && s.promoter !== null && MAMMALIAN_PROMOTERS.has(s.promoter),
    message: 'Prokaryotic Cloning with a mammalian promoter: PCMV and EF1a do not drive expression in bacteria.',
  },
  {
    id: 'prokaryotic-viral-or-cell',
    applies: (s) => s.category === 'Prokaryotic Cloning' && ((s.delivery !== null && (LENTI.has(s.delivery) || s.delivery === 'AAV')) || s.format.includes('Cell')),
    message: 'Prokaryotic Cloning with a viral delivery or a cell format: viral vectors and frozen cells are for mammalian work.',
  },
  {
    id: 'lentivirus-cas9-titer',
    applies: (s) => s.format.includes('Lentivirus') && s.delivery === 'Lenti-AIO' && s.titer === '1e9',
    message: 'All-in-One lentivirus is large: a 1×10⁹ TU/mL titer may not be reachable; we confirm the achievable titer in the quote.',
  },
  {
    id: 'luciferase-not-fluorescent',
    applies: (s) => s.fluorescence === 'Luciferase',
    message: 'Luciferase is read by luminescence, not by fluorescence microscopy or FACS.',
  },
  {
    id: 'tag-without-expression',
    applies: (s) =>
      s.proteinTag !== null &&
      s.proteinTag !== 'None' &&
      s.funcType !== null &&
      ['CRISPR RNA Knockdown', 'CRISPRi', 'CRISPR KnockOut', 'shRNA', 'siRNA', 'Knock-Out'].includes(s.funcType),
    message: 'A protein tag on a knock-out or knockdown design tags no protein of your gene: it only applies to the Cas or marker cassette.',
  },
  {
    id: 'customized-tag',
    applies: (s) => s.proteinTag === 'Customized',
    message: 'Customized tag: describe the tag sequence in the quote so we can review it.',
  },
  {
    id: 'no-reporter-no-selection',
    applies: (s) => s.fluorescence === 'None' && s.selection === 'None',
    message: 'Neither a reporter nor a selection marker: transduced or transfected cells cannot be tracked or enriched.',
  },
];

export function designWarnings(s: DesignSelection): DesignWarning[] {
  return WARNING_RULES.filter((r) => r.applies(s)).map(({ id, message }) => ({ id, message }));
}
