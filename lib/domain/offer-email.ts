// The e-mails of the offer flow (docs/offers.md): the offer itself, PO received (admin), declined (admin),
// invoice, and one per service milestone. Every value is HTML-escaped: names and notes are data, not markup.
import { formatCents } from '@/lib/domain/money';
import { escapeHtml } from '@/lib/domain/template';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const wrap = (inner: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;max-width:640px">${inner}<p>Questions? Just reply to this e-mail.</p><p>— BioArk</p></div>`;
const greet = (name: string | null | undefined) => `<p>${name ? `Dear ${escapeHtml(name)},` : 'Hello,'}</p>`;
const textGreet = (name: string | null | undefined) => (name ? `Dear ${name},` : 'Hello,');

export function renderOfferEmail(o: { reference: string; customerName: string; totalCents: number; validUntil: string; link: string; note: string; version: number }): RenderedEmail {
  const revised = o.version > 1 ? ' (revised)' : '';
  return {
    subject: `Your BioArk offer ${o.reference}${revised}`,
    html: wrap(
      `${greet(o.customerName)}<p>Please find our offer <strong>${escapeHtml(o.reference)}</strong>${revised} attached as a PDF. ` +
        `Total: <strong>${escapeHtml(formatCents(o.totalCents))}</strong> (USD), valid until ${escapeHtml(o.validUntil)}.</p>` +
        (o.note ? `<p style="white-space:pre-line">${escapeHtml(o.note)}</p>` : '') +
        `<p><a href="${escapeHtml(o.link)}">View and accept the offer online</a> — pay by card or with a purchase order.</p>` +
        (o.version > 1 ? '<p>This version replaces the previous one; the earlier link no longer accepts orders.</p>' : ''),
    ),
    text: [
      textGreet(o.customerName),
      '',
      `Please find our offer ${o.reference}${revised} attached as a PDF. Total: ${formatCents(o.totalCents)} (USD), valid until ${o.validUntil}.`,
      o.note ? `\n${o.note}\n` : '',
      `View and accept the offer online: ${o.link}`,
      '',
      '— BioArk',
    ].join('\n'),
  };
}

export function renderPoReceivedAdminEmail(o: { reference: string; orderReference: string; customer: string; institution: string; poNumber: string; totalCents: number; adminUrl: string }): RenderedEmail {
  return {
    subject: `Purchase order ${o.poNumber} received for offer ${o.reference}`,
    html: wrap(
      `<p><strong>${escapeHtml(o.customer)}</strong>${o.institution ? ` (${escapeHtml(o.institution)})` : ''} accepted offer ${escapeHtml(o.reference)} with purchase order ` +
        `<strong>${escapeHtml(o.poNumber)}</strong> for ${escapeHtml(formatCents(o.totalCents))}. The PO document is attached.</p>` +
        `<p>Order #${escapeHtml(o.orderReference)} is awaiting its invoice: <a href="${escapeHtml(o.adminUrl)}">open it in the admin</a>.</p>`,
    ),
    text: `${o.customer}${o.institution ? ` (${o.institution})` : ''} accepted offer ${o.reference} with purchase order ${o.poNumber} for ${formatCents(o.totalCents)}.\nOrder #${o.orderReference} is awaiting its invoice: ${o.adminUrl}`,
  };
}

export function renderPoReceivedCustomerEmail(o: { reference: string; orderReference: string; customerName: string; poNumber: string; link: string }): RenderedEmail {
  return {
    subject: `We received your purchase order ${o.poNumber} (order #${o.orderReference})`,
    html: wrap(
      `${greet(o.customerName)}<p>Thank you: offer ${escapeHtml(o.reference)} is accepted with purchase order <strong>${escapeHtml(o.poNumber)}</strong>. ` +
        `Your order is <strong>#${escapeHtml(o.orderReference)}</strong>; we will send the invoice shortly.</p><p><a href="${escapeHtml(o.link)}">Follow your order</a></p>`,
    ),
    text: `${textGreet(o.customerName)}\n\nOffer ${o.reference} is accepted with purchase order ${o.poNumber}. Your order is #${o.orderReference}; we will send the invoice shortly.\nFollow your order: ${o.link}\n\n— BioArk`,
  };
}

export function renderOfferDeclinedAdminEmail(o: { reference: string; customer: string; reason: string; adminUrl: string }): RenderedEmail {
  return {
    subject: `Offer ${o.reference} was declined`,
    html: wrap(
      `<p>${escapeHtml(o.customer)} declined offer ${escapeHtml(o.reference)}.</p>` +
        (o.reason ? `<p>Reason: <span style="white-space:pre-line">${escapeHtml(o.reason)}</span></p>` : '<p>No reason was given.</p>') +
        `<p><a href="${escapeHtml(o.adminUrl)}">Open the offer</a></p>`,
    ),
    text: `${o.customer} declined offer ${o.reference}.\n${o.reason ? `Reason: ${o.reason}` : 'No reason was given.'}\n${o.adminUrl}`,
  };
}

export function renderInvoiceEmail(o: { orderReference: string; customerName: string | null; invoiceNumber: string; poNumber: string | null; totalCents: number; terms: string }): RenderedEmail {
  const po = o.poNumber ? ` for purchase order ${o.poNumber}` : '';
  return {
    subject: `Invoice ${o.invoiceNumber} for your BioArk order #${o.orderReference}`,
    html: wrap(
      `${greet(o.customerName)}<p>Please find invoice <strong>${escapeHtml(o.invoiceNumber)}</strong>${escapeHtml(po)} attached, ` +
        `for <strong>${escapeHtml(formatCents(o.totalCents))}</strong> (USD).</p>` +
        (o.terms ? `<p>Payment terms: ${escapeHtml(o.terms)}</p>` : ''),
    ),
    text: `${textGreet(o.customerName)}\n\nPlease find invoice ${o.invoiceNumber}${po} attached, for ${formatCents(o.totalCents)} (USD).${o.terms ? `\nPayment terms: ${o.terms}` : ''}\n\n— BioArk`,
  };
}

export function renderMilestoneEmail(o: { orderReference: string; customerName: string | null; label: string; note: string; doneAt: Date; link: string | null }): RenderedEmail {
  const when = o.doneAt.toISOString().slice(0, 10);
  return {
    subject: `Order #${o.orderReference}: ${o.label}`,
    html: wrap(
      `${greet(o.customerName)}<p>Your project has reached a milestone: <strong>${escapeHtml(o.label)}</strong> (${escapeHtml(when)}).</p>` +
        (o.note ? `<p style="white-space:pre-line">${escapeHtml(o.note)}</p>` : '') +
        (o.link ? `<p><a href="${escapeHtml(o.link)}">See the full timeline</a></p>` : ''),
    ),
    text: `${textGreet(o.customerName)}\n\nYour project has reached a milestone: ${o.label} (${when}).${o.note ? `\n\n${o.note}` : ''}${o.link ? `\n\nSee the full timeline: ${o.link}` : ''}\n\n— BioArk`,
  };
}
