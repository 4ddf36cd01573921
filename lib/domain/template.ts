// E-mail templates of docs/requirements.md §3 (SMTP config): {{key}} variables and {{#if key}}…{{/if}} conditionals.
// Only the admin's template is compiled; visitor values are data (docs/security.md item 25): the template is tokenised
// once and values are inserted into the output, never scanned again, so a value such as '{{#if x}}' or
// '{{constructor}}' arrives as text. In HTML mode every value is escaped.
import { QUOTE_FORM_FIELDS } from './quote-options';

export function escapeHtml(s: unknown): string {
  return String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type TemplateNode =
  | { type: 'text'; value: string }
  | { type: 'var'; key: string }
  | { type: 'if'; key: string; raw: string; children: TemplateNode[]; elseChildren: TemplateNode[] | null };

type IfNode = Extract<TemplateNode, { type: 'if' }>;

// One tag: {{ key }}, {{ #if key }}, {{ else }}, {{ /if }} — whitespace inside the braces allowed.
const TAG = /\{\{\s*(?:#if\s+([A-Za-z_$][\w$-]*)|(\/if)|(else)|([A-Za-z_$][\w$-]*))\s*\}\}/g;

function parseTemplate(template: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const open: IfNode[] = [];
  const target = (): TemplateNode[] => {
    const top = open[open.length - 1];
    if (!top) return root;
    return top.elseChildren ?? top.children;
  };

  let last = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(template); m !== null; m = TAG.exec(template)) {
    if (m.index > last) target().push({ type: 'text', value: template.slice(last, m.index) });
    last = m.index + m[0].length;
    const [raw, ifKey, closeIf, elseTag, varKey] = m;
    if (ifKey !== undefined) {
      const node: IfNode = { type: 'if', key: ifKey, raw, children: [], elseChildren: null };
      target().push(node);
      open.push(node);
    } else if (closeIf !== undefined) {
      if (open.length) open.pop();
      else target().push({ type: 'text', value: raw });
    } else if (elseTag !== undefined) {
      const top = open[open.length - 1];
      if (top && top.elseChildren === null) top.elseChildren = [];
      else if (!top) target().push({ type: 'text', value: raw });
      else top.elseChildren!.push({ type: 'text', value: raw });
    } else if (varKey !== undefined) {
      target().push({ type: 'var', key: varKey });
    }
  }
  if (last < template.length) target().push({ type: 'text', value: template.slice(last) });

  // An {{#if}} left open is not a conditional: its tag stays as text and its content renders unconditionally.
  while (open.length) {
    const node = open.pop()!;
    const parent = open.length ? (open[open.length - 1].elseChildren ?? open[open.length - 1].children) : root;
    const at = parent.lastIndexOf(node);
    const replacement: TemplateNode[] = [{ type: 'text', value: node.raw }, ...node.children];
    if (node.elseChildren) replacement.push({ type: 'text', value: '{{else}}' }, ...node.elseChildren);
    parent.splice(at, 1, ...replacement);
  }
  return root;
}

function lookup(vars: Record<string, unknown>, key: string): unknown {
  // Own properties only: 'constructor', '__proto__', 'toString' never reach Object.prototype.
  return vars && Object.hasOwn(vars, key) ? vars[key] : undefined;
}

/** Truthiness for {{#if}}: absent, null, false, blank text, NaN and empty lists are false; 0 is a value. */
function isTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function valueToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(valueToText).join(', ');
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
  return '';
}

function renderNodes(nodes: TemplateNode[], vars: Record<string, unknown>, html: boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.value;
    else if (node.type === 'var') {
      const text = valueToText(lookup(vars, node.key));
      out += html ? escapeHtml(text) : text;
    } else if (isTruthy(lookup(vars, node.key))) out += renderNodes(node.children, vars, html);
    else if (node.elseChildren) out += renderNodes(node.elseChildren, vars, html);
  }
  return out;
}

/**
 * Renders {{key}} and {{#if key}}…{{/if}} (nestable, each {{/if}} closes the nearest open {{#if}};
 * {{else}} is supported). Unknown keys render as ''. In html mode every value is HTML-escaped.
 */
export function renderTemplate(template: string, vars: Record<string, unknown>, opts: { html: boolean }): string {
  return renderNodes(parseTemplate(String(template ?? '')), vars ?? {}, opts.html);
}

/**
 * A subject line: rendered without escaping (it is not HTML), then every control character — CR and LF above
 * all, which would inject mail headers — becomes a space.
 */
export function renderSubject(template: string, vars: Record<string, unknown>): string {
  return renderTemplate(template, vars, { html: false }).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').trim();
}

/** docs/requirements.md §3: the keys a quote template may use; catalogNumber is meant for the product template. */
export const QUOTE_TEMPLATE_KEYS = [...QUOTE_FORM_FIELDS, 'createdAt', 'catalogNumber'] as const;
export type QuoteTemplateKey = (typeof QUOTE_TEMPLATE_KEYS)[number];

export const CONTACT_TEMPLATE_KEYS = ['firstName', 'lastName', 'email', 'company', 'subject', 'message'] as const;
export type ContactTemplateKey = (typeof CONTACT_TEMPLATE_KEYS)[number];

const CELL = 'padding:6px 10px;border-bottom:1px solid #e5e7eb;vertical-align:top';
const LABEL = `${CELL};text-align:left;color:#6b7280;font-weight:600;white-space:nowrap`;
const VALUE = `${CELL};white-space:pre-wrap`;

function row(label: string, key: string, optional = true): string {
  const tr = `<tr><th style="${LABEL}">${label}</th><td style="${VALUE}">{{${key}}}</td></tr>`;
  return optional ? `{{#if ${key}}}${tr}{{/if}}` : tr;
}

function emailBody(heading: string, rows: string[]): string {
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827">',
    `<h2 style="font-size:18px;margin:0 0 12px">${heading}</h2>`,
    '<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:640px">',
    ...rows,
    '</table>',
    '</div>',
  ].join('\n');
}

const NAME_ROW = `<tr><th style="${LABEL}">Name</th><td style="${VALUE}">{{firstName}} {{lastName}}</td></tr>`;

/** docs/requirements.md §3: defaults exist for all six templates (the original bodies are not shown; these are ours). */
export const DEFAULT_EMAIL_TEMPLATES = {
  subjectTemplate: 'New Quote from {{firstName}} {{lastName}} — {{serviceType}}',
  bodyTemplate: emailBody('New quote request', [
    NAME_ROW,
    row('Email', 'email', false),
    row('Phone', 'phone'),
    row('Company', 'company'),
    row('Department', 'department'),
    row('Service type', 'serviceType'),
    row('Timeline', 'timeline'),
    row('Budget', 'budget'),
    row('Project description', 'projectDescription'),
    row('Additional information', 'additionalInfo'),
    row('Submitted', 'createdAt'),
  ]),
  subjectTemplateFull: 'New Quote (Full) from {{firstName}} {{lastName}} — {{serviceType}}',
  bodyTemplateFull: emailBody('New quote request (full form)', [
    NAME_ROW,
    row('Email', 'email', false),
    row('Phone', 'phone'),
    row('Company', 'company', false),
    row('Department', 'department'),
    row('Service type', 'serviceType', false),
    row('Timeline', 'timeline'),
    row('Budget', 'budget'),
    row('Project description', 'projectDescription', false),
    row('Additional information', 'additionalInfo'),
    row('Submitted', 'createdAt'),
  ]),
  subjectTemplateProduct: 'New Product Quote from {{firstName}} {{lastName}}',
  bodyTemplateProduct: emailBody('New product quote request', [
    NAME_ROW,
    row('Email', 'email', false),
    row('Catalog number', 'catalogNumber'),
    row('Service type', 'serviceType'),
    row('Request', 'projectDescription'),
    row('Details', 'additionalInfo'),
    row('Company', 'company'),
    row('Phone', 'phone'),
    row('Submitted', 'createdAt'),
  ]),
} as const;

export type EmailTemplateKey = keyof typeof DEFAULT_EMAIL_TEMPLATES;
export type EmailTemplates = Record<EmailTemplateKey, string>;

/** The contact form's notification (docs/requirements.md §3 Contact message). */
export const CONTACT_EMAIL_TEMPLATE = {
  subject: 'New Contact Message from {{firstName}} {{lastName}} — {{subject}}',
  body: emailBody('New contact message', [
    NAME_ROW,
    row('Email', 'email', false),
    row('Company', 'company'),
    row('Subject', 'subject', false),
    row('Message', 'message', false),
  ]),
} as const;

export type QuoteTemplateKind = 'full' | 'product' | 'default';

/** Which pair of SMTP config fields a quote uses: the full quote form, a product quote, or the default. */
export function selectQuoteTemplate(kind: QuoteTemplateKind): { subjectKey: EmailTemplateKey; bodyKey: EmailTemplateKey } {
  switch (kind) {
    case 'full':
      return { subjectKey: 'subjectTemplateFull', bodyKey: 'bodyTemplateFull' };
    case 'product':
      return { subjectKey: 'subjectTemplateProduct', bodyKey: 'bodyTemplateProduct' };
    default:
      return { subjectKey: 'subjectTemplate', bodyKey: 'bodyTemplate' };
  }
}
