// An indicative price range and lead time for a design, from docs/requirements.md §9 Service prices and lead times only. What
// §9 does not price (cell formats, AAVS1 donors, cloning knock-ins…) is listed as 'quoted on request' and left
// out of the range; a design with no priced part has no range at all. Money in integer cents (docs/conventions.md 9).
import { formatCents } from '@/lib/domain/money';
import { labelOf, LENTIVIRUS_TITERS, type LentivirusTiter } from '@/lib/domain/design/options';
import type { DesignSelection } from '@/lib/domain/design/wizard';

export const QUOTED_ON_REQUEST = 'quoted on request';
export const KIT_LEAD_TIME = '2–3 weeks';

/** docs/requirements.md §9 genome-editing kits (each 2–3 weeks, full-refund guarantee if it fails). */
export const KITS = {
  overexpressionPlasmid: { name: 'Overexpression plasmid kit', catalogNumber: 'CDS-P011k', cents: 89_900 },
  knockOutPlasmid: { name: 'Knock-out plasmid kit', catalogNumber: 'COT-P031k', cents: 79_000 },
  knockOutLentivirus: { name: 'Knock-out lentivirus kit', catalogNumber: 'COM-P032k', cents: 149_900 },
  rnaKnockdownPlasmid: { name: 'RNA knockdown plasmid kit', catalogNumber: 'CRT-P051k', cents: 79_000 },
} as const;

/** docs/requirements.md §9 lentivirus, 200 µl, 2–3 weeks: mini (10^7) $199, midi (10^8) $399, maxi (10^9) $699. */
export const LENTIVIRUS_PRICES: Readonly<Record<LentivirusTiter, { name: string; cents: number }>> = {
  '1e7': { name: 'Lentivirus mini, 200 µl', cents: 19_900 },
  '1e8': { name: 'Lentivirus midi, 200 µl', cents: 39_900 },
  '1e9': { name: 'Lentivirus maxi, 200 µl', cents: 69_900 },
};

/** docs/requirements.md §9 lentivirus add-ons. */
export const ADD_ONS = {
  fluorescentTagAnalysis: { name: 'Fluorescent tag analysis', cents: 5_000 },
  proteinTagIf: { name: 'Protein tag IF', cents: 7_000 },
  westernBlot: { name: 'Western blot', cents: 12_000 },
  miniGfpSubcloning: { name: 'miniGFP subcloning', cents: 19_900 },
  selectionSubcloning: { name: 'Selection subcloning', cents: 18_900 },
} as const;

export interface PriceLine {
  label: string;
  catalogNumber?: string;
  cents: number;
  /** Optional add-ons only raise the top of the range. */
  optional: boolean;
}

export interface IndicativePrice {
  lines: PriceLine[];
  /** Parts §9 does not price. */
  onRequest: string[];
  /** null when no line applies ('quoted on request'). */
  lowCents: number | null;
  highCents: number | null;
  leadTime: string;
}

const LENTI_DELIVERIES = new Set(['Lenti', 'Lenti-AIO']);

function vectorLine(s: DesignSelection): PriceLine | string {
  const f = s.funcType;
  if (f === 'CRISPR KnockOut') {
    // The lentivirus kit covers a lentiviral backbone; any other knock-out vector is the plasmid kit.
    const kit = s.delivery && LENTI_DELIVERIES.has(s.delivery) ? KITS.knockOutLentivirus : KITS.knockOutPlasmid;
    return { label: kit.name, catalogNumber: kit.catalogNumber, cents: kit.cents, optional: false };
  }
  if (f === 'Overexpression' && s.category === 'Mammalian Cloning') {
    return { label: KITS.overexpressionPlasmid.name, catalogNumber: KITS.overexpressionPlasmid.catalogNumber, cents: KITS.overexpressionPlasmid.cents, optional: false };
  }
  if (f === 'CRISPR RNA Knockdown' || f === 'shRNA' || f === 'siRNA') {
    return { label: KITS.rnaKnockdownPlasmid.name, catalogNumber: KITS.rnaKnockdownPlasmid.catalogNumber, cents: KITS.rnaKnockdownPlasmid.cents, optional: false };
  }
  return `Vector (${f ?? 'construct'})`;
}

/** docs/requirements.md §9: the indicative range of a design (complete or not: priced parts so far). */
export function calculateIndicativePrice(s: DesignSelection): IndicativePrice {
  const lines: PriceLine[] = [];
  const onRequest: string[] = [];
  const formats = s.format;
  const vector = formats.includes('Vector') || formats.includes('Lentivirus') ? vectorLine(s) : null;
  const knockOutLentiKit = typeof vector === 'object' && vector?.catalogNumber === KITS.knockOutLentivirus.catalogNumber;

  if (formats.includes('Vector')) {
    if (typeof vector === 'string') onRequest.push(vector);
    else if (vector) lines.push(vector);
  }
  if (formats.includes('Lentivirus')) {
    const titer = s.titer ?? '1e7';
    if (formats.includes('Vector') && knockOutLentiKit) {
      // COM-P032k is the knock-out lentivirus kit: the virus is part of the kit.
    } else if (!formats.includes('Vector') && s.funcType === 'CRISPR KnockOut' && knockOutLentiKit) {
      lines.push(vector as PriceLine);
    } else {
      const lv = LENTIVIRUS_PRICES[titer];
      lines.push({ label: `${lv.name} (${labelOf(LENTIVIRUS_TITERS, titer)})`, cents: lv.cents, optional: false });
    }
    if (s.fluorescence && s.fluorescence !== 'None' && s.fluorescence !== 'Luciferase') {
      lines.push({ label: ADD_ONS.fluorescentTagAnalysis.name, cents: ADD_ONS.fluorescentTagAnalysis.cents, optional: true });
    }
    if (s.proteinTag && s.proteinTag !== 'None') {
      lines.push({ label: ADD_ONS.proteinTagIf.name, cents: ADD_ONS.proteinTagIf.cents, optional: true });
      lines.push({ label: ADD_ONS.westernBlot.name, cents: ADD_ONS.westernBlot.cents, optional: true });
    }
  }
  if (formats.includes('Cell')) onRequest.push('Cell (frozen cells)');

  const required = lines.filter((l) => !l.optional).reduce((sum, l) => sum + l.cents, 0);
  const all = lines.reduce((sum, l) => sum + l.cents, 0);
  const priced = lines.some((l) => !l.optional);
  return {
    lines: priced ? lines : [],
    onRequest,
    lowCents: priced ? required : null,
    highCents: priced ? all : null,
    leadTime: priced ? KIT_LEAD_TIME : QUOTED_ON_REQUEST,
  };
}

/** docs/requirements.md §9 shows dollars with 2 decimals: '$790.00', '$1,499.00 – $1,739.00', or 'quoted on request'. */
export function formatPriceRange(price: Pick<IndicativePrice, 'lowCents' | 'highCents'>): string {
  if (price.lowCents === null || price.highCents === null) return QUOTED_ON_REQUEST;
  const low = formatCents(price.lowCents);
  return price.highCents > price.lowCents ? `${low} – ${formatCents(price.highCents)}` : low;
}
