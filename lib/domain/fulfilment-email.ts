// Customer e-mails after payment: shipped (carrier, tracking link, lot numbers), refunded (amount), cancelled.
// The subject and HTML body are admin-editable templates stored with the SMTP settings ('' = the default
// below); every {{value}} is HTML-escaped by renderTemplate. The plain-text part is built here from the same
// values, so an edited template can never lose the tracking number or the amount.
import { formatCents } from '@/lib/domain/money';
import { renderSubject, renderTemplate } from '@/lib/domain/template';

export const FULFILMENT_EMAIL_KINDS = ['shipped', 'refunded', 'canceled'] as const;
export type FulfilmentEmailKind = (typeof FULFILMENT_EMAIL_KINDS)[number];

const WRAP_START = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;max-width:640px">';
const GREETING = '<p>{{#if customerName}}Dear {{customerName}},{{else}}Hello,{{/if}}</p>';
const DEMO = '{{#if demo}}<p><em>This is a demo order: no card was charged and nothing is actually shipped.</em></p>{{/if}}';
const SIGN = '<p>Questions? Just reply to this e-mail.</p><p>— BioArk</p></div>';

export const DEFAULT_FULFILMENT_TEMPLATES = {
  subjectTemplateShipped: 'Your BioArk order #{{reference}} has shipped',
  bodyTemplateShipped: [
    WRAP_START,
    GREETING,
    '<p>Your order <strong>#{{reference}}</strong> is on its way{{#if carrier}} with {{carrier}}{{/if}}.</p>',
    '{{#if trackingUrl}}<p>Track your parcel: <a href="{{trackingUrl}}">{{trackingNumber}}</a></p>{{else}}{{#if trackingNumber}}<p>Tracking number: {{trackingNumber}}</p>{{/if}}{{/if}}',
    '<p><strong>In this parcel</strong></p>',
    '<p style="white-space:pre-line">{{items}}</p>',
    '{{#if certificates}}<p><strong>Certificates of analysis</strong></p><p style="white-space:pre-line">{{certificates}}</p>{{else}}<p>Lot numbers: {{lots}}. Quote the lot number to receive its certificate of analysis.</p>{{/if}}',
    DEMO,
    SIGN,
  ].join('\n'),
  subjectTemplateRefunded: 'Refund of {{amount}} for your BioArk order #{{reference}}',
  bodyTemplateRefunded: [
    WRAP_START,
    GREETING,
    '<p>We have refunded <strong>{{amount}}</strong> for your order <strong>#{{reference}}</strong>.</p>',
    '{{#if reason}}<p>Reason: {{reason}}</p>{{/if}}',
    '<p>In total {{refundedTotal}} of {{orderTotal}} has been refunded. Refunds usually reach your card within 5–10 business days.</p>',
    DEMO,
    SIGN,
  ].join('\n'),
  subjectTemplateCanceled: 'Your BioArk order #{{reference}} was cancelled',
  bodyTemplateCanceled: [
    WRAP_START,
    GREETING,
    '<p>Your order <strong>#{{reference}}</strong> has been cancelled.</p>',
    '{{#if reason}}<p>Reason: {{reason}}</p>{{/if}}',
    '{{#if amount}}<p>We have refunded <strong>{{amount}}</strong> to your card; it usually arrives within 5–10 business days.</p>{{/if}}',
    DEMO,
    SIGN,
  ].join('\n'),
} as const;

export type FulfilmentTemplateKey = keyof typeof DEFAULT_FULFILMENT_TEMPLATES;
export type FulfilmentTemplates = Record<FulfilmentTemplateKey, string>;
export const FULFILMENT_TEMPLATE_KEYS = Object.keys(DEFAULT_FULFILMENT_TEMPLATES) as FulfilmentTemplateKey[];

export const FULFILMENT_TEMPLATE_PAIRS: Record<FulfilmentEmailKind, { subject: FulfilmentTemplateKey; body: FulfilmentTemplateKey }> = {
  shipped: { subject: 'subjectTemplateShipped', body: 'bodyTemplateShipped' },
  refunded: { subject: 'subjectTemplateRefunded', body: 'bodyTemplateRefunded' },
  canceled: { subject: 'subjectTemplateCanceled', body: 'bodyTemplateCanceled' },
};

/** The variables each template may use (shown beside the template editor). */
export const FULFILMENT_TEMPLATE_VARIABLES: Record<FulfilmentEmailKind, string[]> = {
  shipped: ['reference', 'customerName', 'carrier', 'trackingNumber', 'trackingUrl', 'items', 'lots', 'certificates', 'demo'],
  refunded: ['reference', 'customerName', 'amount', 'reason', 'refundedTotal', 'orderTotal', 'demo'],
  canceled: ['reference', 'customerName', 'amount', 'reason', 'demo'],
};

export interface ShippedLine {
  name: string;
  variant: string;
  catalogNumber: string;
  quantity: number;
  lotNumber: string;
  /** Absolute link to this lot's certificate lookup, when the line has a catalogue number and a lot. */
  certificateUrl?: string | null;
}

export type FulfilmentEmailInput =
  | {
      kind: 'shipped';
      reference: string;
      customerName: string | null;
      demo: boolean;
      carrier: string;
      trackingNumber: string;
      trackingUrl: string | null;
      lines: readonly ShippedLine[];
    }
  | { kind: 'refunded'; reference: string; customerName: string | null; demo: boolean; amountCents: number; reason: string; refundedTotalCents: number; orderTotalCents: number }
  | { kind: 'canceled'; reference: string; customerName: string | null; demo: boolean; refundedCents: number; reason: string };

function lineText(l: ShippedLine): string {
  const variant = l.variant && l.variant !== 'Default' ? ` (${l.variant})` : '';
  const cat = l.catalogNumber ? `, Cat. No. ${l.catalogNumber}` : '';
  return `${l.quantity} × ${l.name}${variant}${cat} — Lot ${l.lotNumber || 'n/a'}`;
}

/** One line per shipped lot that has a certificate link: 'BADM3362, lot L2311-07: https://…'. */
function certificateLines(lines: readonly ShippedLine[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of lines) {
    if (!l.certificateUrl || seen.has(l.certificateUrl)) continue;
    seen.add(l.certificateUrl);
    out.push(`${l.catalogNumber}, lot ${l.lotNumber}: ${l.certificateUrl}`);
  }
  return out;
}

function variablesOf(input: FulfilmentEmailInput): Record<string, unknown> {
  const base = { reference: input.reference, customerName: input.customerName ?? '', demo: input.demo };
  switch (input.kind) {
    case 'shipped':
      return {
        ...base,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: input.trackingUrl ?? '',
        items: input.lines.map(lineText).join('\n'),
        lots: [...new Set(input.lines.map((l) => l.lotNumber).filter(Boolean))].join(', '),
        certificates: certificateLines(input.lines).join('\n'),
      };
    case 'refunded':
      return {
        ...base,
        amount: formatCents(input.amountCents),
        reason: input.reason,
        refundedTotal: formatCents(input.refundedTotalCents),
        orderTotal: formatCents(input.orderTotalCents),
      };
    case 'canceled':
      return { ...base, amount: input.refundedCents > 0 ? formatCents(input.refundedCents) : '', reason: input.reason };
  }
}

function textOf(input: FulfilmentEmailInput, vars: Record<string, unknown>): string {
  const greeting = input.customerName ? `Dear ${input.customerName},` : 'Hello,';
  const demo = input.demo ? ['', 'This is a demo order: no card was charged and nothing is actually shipped.'] : [];
  const end = ['', 'Questions? Just reply to this e-mail.', '— BioArk'];
  switch (input.kind) {
    case 'shipped':
      return [
        greeting,
        '',
        `Your order #${input.reference} is on its way${input.carrier ? ` with ${input.carrier}` : ''}.`,
        ...(input.trackingNumber ? [`Tracking number: ${input.trackingNumber}`] : []),
        ...(input.trackingUrl ? [`Track your parcel: ${input.trackingUrl}`] : []),
        '',
        'In this parcel:',
        String(vars.items),
        '',
        ...(vars.certificates ? ['Certificates of analysis:', String(vars.certificates)] : ['Quote the lot number to receive its certificate of analysis.']),
        ...demo,
        ...end,
      ].join('\n');
    case 'refunded':
      return [
        greeting,
        '',
        `We have refunded ${vars.amount} for your order #${input.reference}.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        `In total ${vars.refundedTotal} of ${vars.orderTotal} has been refunded.`,
        ...demo,
        ...end,
      ].join('\n');
    case 'canceled':
      return [
        greeting,
        '',
        `Your order #${input.reference} has been cancelled.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        ...(vars.amount ? [`We have refunded ${vars.amount} to your card.`] : []),
        ...demo,
        ...end,
      ].join('\n');
  }
}

/** Renders one customer e-mail; a blank stored template falls back to the default. */
export function renderFulfilmentEmail(stored: Partial<FulfilmentTemplates> | null | undefined, input: FulfilmentEmailInput): { subject: string; html: string; text: string } {
  const pair = FULFILMENT_TEMPLATE_PAIRS[input.kind];
  const pick = (key: FulfilmentTemplateKey) => (stored?.[key]?.trim() ? stored[key]! : DEFAULT_FULFILMENT_TEMPLATES[key]);
  const vars = variablesOf(input);
  return {
    subject: renderSubject(pick(pair.subject), vars),
    html: renderTemplate(pick(pair.body), vars, { html: true }),
    text: textOf(input, vars),
  };
}

/** A sample of each e-mail for the template editor's preview. */
export function sampleFulfilmentEmailInput(kind: FulfilmentEmailKind): FulfilmentEmailInput {
  const base = { reference: 'AB12CD34', customerName: 'Ada Lovelace', demo: false };
  switch (kind) {
    case 'shipped':
      return {
        ...base,
        kind,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        lines: [{ name: 'GN8K DNA Marker', variant: '500 μL', catalogNumber: 'BADM3362', quantity: 2, lotNumber: 'L2311-07' }],
      };
    case 'refunded':
      return { ...base, kind, amountCents: 4800, reason: 'Damaged in transit', refundedTotalCents: 4800, orderTotalCents: 16600 };
    case 'canceled':
      return { ...base, kind, refundedCents: 16600, reason: 'Ordered twice' };
  }
}

/** The stored templates with blanks replaced by the defaults (what the editor shows and the server sends). */
export function effectiveFulfilmentTemplates(stored: Partial<FulfilmentTemplates> | null | undefined): FulfilmentTemplates {
  return Object.fromEntries(FULFILMENT_TEMPLATE_KEYS.map((k) => [k, stored?.[k]?.trim() ? stored[k] : DEFAULT_FULFILMENT_TEMPLATES[k]])) as FulfilmentTemplates;
}
