// Order-confirmation e-mails (issue 4 item 4): one for the customer, one for the shop's admins. Every value is
// HTML-escaped: product names and addresses are data, never markup (docs/security.md item 25).
import { formatAddressLines } from '@/lib/domain/address';
import { formatCents } from '@/lib/domain/money';
import { escapeHtml } from '@/lib/domain/template';
import type { OrderAddress, OrderLine } from '@/lib/types/orders';

export interface OrderEmailInput {
  reference: string;
  customerEmail: string | null;
  customerName: string | null;
  shippingAddress: OrderAddress | null;
  lines: readonly OrderLine[];
  subtotalCents: number;
  /** An offer's discount; its row shows only when above zero (subtotal − discount + shipping = total). */
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** Link to the order in the admin portal (admin mail only). */
  adminUrl: string;
  /** Demo payments are marked so nobody ships a demo order. */
  demo: boolean;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The address as the country writes it (lib/domain/address.ts), without a phone number. */
function addressLines(a: OrderAddress | null): string[] {
  return a ? formatAddressLines({ name: a.name, line1: a.line1, line2: a.line2, city: a.city, state: a.state, postalCode: a.postalCode, country: a.country }) : [];
}

function lineLabel(l: OrderLine): string {
  const variant = l.variant && l.variant !== 'Default' ? ` (${l.variant})` : '';
  const cat = l.catalogNumber ? ` — ${l.catalogNumber}` : '';
  return `${l.name}${variant}${cat}`;
}

function table(input: OrderEmailInput): string {
  const rows = input.lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 8px">${escapeHtml(lineLabel(l))}</td><td style="padding:4px 8px;text-align:right">${l.quantity}</td>` +
        `<td style="padding:4px 8px;text-align:right">${escapeHtml(formatCents(l.lineTotalCents))}</td></tr>`,
    )
    .join('');
  const sum = (label: string, cents: number, bold = false) =>
    `<tr><td colspan="2" style="padding:4px 8px;text-align:right">${bold ? '<strong>' : ''}${label}${bold ? '</strong>' : ''}</td>` +
    `<td style="padding:4px 8px;text-align:right">${bold ? '<strong>' : ''}${escapeHtml(formatCents(cents))}${bold ? '</strong>' : ''}</td></tr>`;
  return (
    `<table style="border-collapse:collapse;font-family:sans-serif;font-size:14px">` +
    `<thead><tr><th style="padding:4px 8px;text-align:left">Item</th><th style="padding:4px 8px;text-align:right">Qty</th><th style="padding:4px 8px;text-align:right">Amount</th></tr></thead>` +
    `<tbody>${rows}${sum('Subtotal', input.subtotalCents)}${input.discountCents > 0 ? sum('Discount', -input.discountCents) : ''}` +
    `${sum('Shipping', input.shippingCents)}${sum('Total', input.totalCents, true)}</tbody></table>`
  );
}

function textTable(input: OrderEmailInput): string {
  return [
    ...input.lines.map((l) => `- ${lineLabel(l)} × ${l.quantity}: ${formatCents(l.lineTotalCents)}`),
    `Subtotal: ${formatCents(input.subtotalCents)}`,
    ...(input.discountCents > 0 ? [`Discount: ${formatCents(-input.discountCents)}`] : []),
    `Shipping: ${formatCents(input.shippingCents)}`,
    `Total: ${formatCents(input.totalCents)}`,
  ].join('\n');
}

export function renderCustomerOrderEmail(input: OrderEmailInput): RenderedEmail {
  const greeting = input.customerName ? `Dear ${input.customerName},` : 'Hello,';
  const address = addressLines(input.shippingAddress);
  const demo = input.demo ? 'This was a demo payment: no card was charged and nothing will be shipped.' : '';
  const html =
    `<p>${escapeHtml(greeting)}</p><p>Thank you for your order <strong>#${escapeHtml(input.reference)}</strong>. Your payment was received.</p>` +
    (demo ? `<p><em>${escapeHtml(demo)}</em></p>` : '') +
    table(input) +
    (address.length ? `<p><strong>Shipping to</strong><br>${address.map(escapeHtml).join('<br>')}</p>` : '') +
    `<p>We will let you know when your order ships. Questions? Just reply to this e-mail.</p><p>— BioArk</p>`;
  const text = [
    greeting,
    '',
    `Thank you for your order #${input.reference}. Your payment was received.`,
    ...(demo ? ['', demo] : []),
    '',
    textTable(input),
    ...(address.length ? ['', 'Shipping to:', ...address] : []),
    '',
    'We will let you know when your order ships. Questions? Just reply to this e-mail.',
    '— BioArk',
  ].join('\n');
  return { subject: `Your BioArk order #${input.reference} is confirmed`, html, text };
}

export function renderAdminOrderEmail(input: OrderEmailInput): RenderedEmail {
  const who = [input.customerName, input.customerEmail].filter(Boolean).join(' — ') || 'unknown customer';
  const address = addressLines(input.shippingAddress);
  const demo = input.demo ? ' [DEMO — no card charged]' : '';
  const html =
    `<p>New paid order <strong>#${escapeHtml(input.reference)}</strong>${escapeHtml(demo)} from ${escapeHtml(who)}.</p>` +
    table(input) +
    (address.length ? `<p><strong>Ship to</strong><br>${address.map(escapeHtml).join('<br>')}</p>` : '') +
    `<p><a href="${escapeHtml(input.adminUrl)}">Open the order in the admin portal</a></p>`;
  const text = [
    `New paid order #${input.reference}${demo} from ${who}.`,
    '',
    textTable(input),
    ...(address.length ? ['', 'Ship to:', ...address] : []),
    '',
    `Admin portal: ${input.adminUrl}`,
  ].join('\n');
  return { subject: `New order #${input.reference}${demo} — ${formatCents(input.totalCents)}`, html, text };
}
