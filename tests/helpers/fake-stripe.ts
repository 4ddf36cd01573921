// A loopback stand-in for the Stripe API, driven by the real stripe SDK (host/port/protocol options).
// It records every request (path, parsed form body, Idempotency-Key), answers checkout.sessions.create and
// retrieve, refunds.create, customers.create/update/retrieve/del (a customer call can fail on its own:
// `customersMode`), replays the first answer for a repeated Idempotency-Key as Stripe does, and can be made slow,
// failing or completely down (connection refused) to test docs/security.md R4.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
  /** True when the answer was a replay of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export type FakeStripeMode =
  | { kind: 'ok' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'reset' };

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open';
  payment_status: 'unpaid';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  line_items: { quantity: number; unit_amount: number; currency: string; name: string }[];
  shipping_amount: number;
  amount_total: number;
  currency: string;
  created: number;
}

/** Parses Stripe's form encoding (`a[b][0][c]=1`) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

function sessionFrom(body: Record<string, unknown>, port: number): FakeSession {
  const items = (body.line_items as Record<string, unknown>[] | undefined) ?? [];
  const lineItems = items.map((li) => {
    const pd = li.price_data as Record<string, unknown>;
    const product = pd.product_data as Record<string, unknown>;
    return { quantity: Number(li.quantity), unit_amount: Number(pd.unit_amount), currency: String(pd.currency), name: String(product.name) };
  });
  const shipping = (body.shipping_options as Record<string, unknown>[] | undefined)?.[0]?.shipping_rate_data as
    | { fixed_amount?: { amount?: string } }
    | undefined;
  const shippingAmount = Number(shipping?.fixed_amount?.amount ?? 0);
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    url: `http://127.0.0.1:${port}/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: (body.client_reference_id as string) ?? null,
    customer: (body.customer as string) ?? null,
    customer_email: (body.customer_email as string) ?? null,
    metadata: (body.metadata as Record<string, string>) ?? {},
    success_url: String(body.success_url),
    cancel_url: String(body.cancel_url),
    line_items: lineItems,
    shipping_amount: shippingAmount,
    amount_total: lineItems.reduce((s, l) => s + l.unit_amount * l.quantity, 0) + shippingAmount,
    currency: lineItems[0]?.currency ?? 'usd',
    created: Math.floor(Date.now() / 1000),
  };
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  phone: string | null;
  address: Record<string, string> | null;
  shipping: { name?: string; phone?: string; address?: Record<string, string> } | null;
  metadata: Record<string, string>;
  created: number;
}

function customerFrom(id: string, before: FakeCustomer | null, body: Record<string, unknown>): FakeCustomer {
  const pick = <T>(key: string, fallback: T): T => (key in body ? (body[key] as T) : fallback);
  return {
    id,
    object: 'customer',
    email: pick('email', before?.email ?? null),
    name: pick('name', before?.name ?? null),
    phone: pick('phone', before?.phone ?? null),
    address: pick('address', before?.address ?? null),
    shipping: pick('shipping', before?.shipping ?? null),
    metadata: { ...(before?.metadata ?? {}), ...((body.metadata as Record<string, string>) ?? {}) },
    created: before?.created ?? Math.floor(Date.now() / 1000),
  };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly customers = new Map<string, FakeCustomer>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: http.Server | null = null;
  private port = 0;
  mode: FakeStripeMode = { kind: 'ok' };
  /** Applies to /v1/customers calls only (checkout sessions keep `mode`): Stripe failing just the customer call. */
  customersMode: FakeStripeMode = { kind: 'ok' };

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<this> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** Closes the port: the SDK then fails with ECONNREFUSED (Stripe down). `start()` reopens the same port. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.sessions.clear();
    this.refunds.clear();
    this.customers.clear();
    this.idempotent.clear();
    this.mode = { kind: 'ok' };
    this.customersMode = { kind: 'ok' };
  }

  /** Requests that reached refunds.create. */
  get refundRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  }

  /** Requests to /v1/customers (create, update, retrieve, delete). */
  get customerRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/v1/customers' || r.path.startsWith('/v1/customers/'));
  }

  /** Requests that reached checkout.sessions.create. */
  get createRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0];
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      idempotencyKey,
      authorization: (req.headers.authorization as string | undefined) ?? null,
      body: parseStripeForm(text),
      replayed: false,
    };
    this.requests.push(record);

    const mode = path === '/v1/customers' || path.startsWith('/v1/customers/') ? this.customersMode : this.mode;
    if (mode.kind === 'reset') {
      req.socket.destroy();
      return;
    }
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(body));
    };
    if (mode.kind === 'error') {
      send(mode.status, { error: { type: mode.status >= 500 ? 'api_error' : 'invalid_request_error', message: mode.message } });
      return;
    }

    let answer: { status: number; body: unknown };
    const cached = record.method === 'POST' && idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (cached) {
      record.replayed = true;
      answer = cached;
    } else if (record.method === 'POST' && path === '/v1/checkout/sessions') {
      const session = sessionFrom(record.body, this.port);
      this.sessions.set(session.id, session);
      answer = { status: 200, body: session };
      if (idempotencyKey) this.idempotent.set(idempotencyKey, answer);
    } else if (record.method === 'POST' && path === '/v1/refunds') {
      const refund: FakeRefund = {
        id: `re_test_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(record.body.amount),
        currency: 'usd',
        payment_intent: String(record.body.payment_intent),
        status: 'succeeded',
        reason: (record.body.reason as string) ?? null,
        metadata: (record.body.metadata as Record<string, string>) ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.set(refund.id, refund);
      answer = { status: 200, body: refund };
      if (idempotencyKey) this.idempotent.set(idempotencyKey, answer);
    } else if (record.method === 'POST' && path === '/v1/customers') {
      const customer = customerFrom(`cus_test_${randomBytes(8).toString('hex')}`, null, record.body);
      this.customers.set(customer.id, customer);
      answer = { status: 200, body: customer };
      if (idempotencyKey) this.idempotent.set(idempotencyKey, answer);
    } else if (path.startsWith('/v1/customers/')) {
      const id = decodeURIComponent(path.slice('/v1/customers/'.length));
      const existing = this.customers.get(id);
      if (!existing) answer = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such customer: '${id}'` } } };
      else if (record.method === 'POST') {
        const updated = customerFrom(id, existing, record.body);
        this.customers.set(id, updated);
        answer = { status: 200, body: updated };
      } else if (record.method === 'DELETE') {
        this.customers.delete(id);
        answer = { status: 200, body: { id, object: 'customer', deleted: true } };
      } else answer = { status: 200, body: existing };
    } else if (record.method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const session = this.sessions.get(decodeURIComponent(path.slice('/v1/checkout/sessions/'.length)));
      answer = session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    } else {
      answer = { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${record.method}: ${path})` } } };
    }

    // Slow: the session exists already (as at Stripe) but the answer arrives too late for the client.
    if (mode.kind === 'slow') {
      const timer = setTimeout(() => send(answer.status, answer.body), mode.delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send(answer.status, answer.body);
  }
}

export async function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}

let eventSeq = 0;

/** A Stripe event envelope around `object`, as the webhook receives it (ids unique within the run). */
export function stripeEvent(type: string, object: Record<string, unknown>, id?: string) {
  eventSeq += 1;
  return {
    id: id ?? `evt_test_${Date.now()}_${eventSeq}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
