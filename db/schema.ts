// Drizzle schema: every entity of docs/requirements.md §3 plus what a real shop needs (orders, outbox, audit, rate limits).
// Money is integer cents; 'Contact for Quote' is a null price (docs/architecture.md "Data").
import { sql } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY } from '../lib/domain/catalog';
import type { OfferLine } from '../lib/domain/offers';
import type { ProductFields, ServiceFields } from '../lib/validations/catalog';
import {
  bigint,
  bigserial,
  boolean,
  date,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, read and written as its text form (only the search documents have one, generated). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The editable fields of a product; also the shape kept in `seed` for 'Reset to default' (one declaration:
 * the zod schema in lib/validations/catalog.ts). */
export type { ProductFields, ServiceFields } from '../lib/validations/catalog';
export type ProductOptionRow = ProductFields['options'][number];
export type ManualRow = ProductFields['manuals'][number];

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    catalogNumber: text('catalog_number').notNull().default(''),
    category: text('category').notNull().default('reagents-markers'),
    quoteOnly: boolean('quote_only').notNull().default(true),
    listPriceCents: integer('list_price_cents'),
    options: jsonb('options').$type<ProductOptionRow[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    availability: text('availability').notNull().default(DEFAULT_AVAILABILITY),
    keyFeatures: jsonb('key_features').$type<string[]>().notNull().default([]),
    storageStability: text('storage_stability').notNull().default(''),
    performanceData: text('performance_data').notNull().default(''),
    manuals: jsonb('manuals').$type<ManualRow[]>().notNull().default([]),
    storeLink: text('store_link'),
    contentText: text('content_text'),
    fragmentSize: text('fragment_size'),
    specifications: jsonb('specifications').$type<string[]>().notNull().default([]),
    badge: text('badge'),
    /** Research Resource Identifier without the 'RRID:' prefix (docs/documents.md); null = none. */
    rrid: text('rrid'),
    builtin: boolean('builtin').notNull().default(false),
    /** Seed values of a built-in, kept so an admin can reset an edited built-in. */
    seed: jsonb('seed').$type<ProductFields | null>(),
    hidden: boolean('hidden').notNull().default(false),
    /** Optimistic concurrency: every write bumps it; a write based on an old version gets 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_lower_uq').on(sql`lower(${t.slug})`),
    index('products_category_idx').on(t.category, t.createdAt),
    // The catalogue's order (newest first, then id): the catalogue page and the first rows of the home carousels (docs/architecture.md#catalogue-at-scale).
    index('products_order_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    // One visible product per catalogue number (docs/security.md item 14); hidden built-ins keep theirs.
    uniqueIndex('products_catalog_number_uq')
      .on(sql`lower(${t.catalogNumber})`)
      .where(sql`${t.catalogNumber} <> '' and not ${t.hidden}`),
    index('products_catalog_number_idx').on(sql`lower(${t.catalogNumber})`),
    // /manuals/{file}.pdf: the product listing that address, by containment (lib/server/manuals.ts).
    index('products_manuals_gin').using('gin', sql`${t.manuals} jsonb_path_ops`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    link: text('link').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('FlaskConical'),
    imageUrl: text('image_url').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    longDescription: text('long_description').notNull().default(''),
    keyBenefits: jsonb('key_benefits').$type<string[]>().notNull().default([]),
    processOverview: jsonb('process_overview').$type<{ step: string; description: string }[]>().notNull().default([]),
    relatedProducts: jsonb('related_products').$type<{ name: string; link: string }[]>().notNull().default([]),
    caseStudies: jsonb('case_studies').$type<{ title: string; link: string }[]>().notNull().default([]),
    markdown: text('markdown'),
    builtin: boolean('builtin').notNull().default(false),
    seed: jsonb('seed').$type<ServiceFields | null>(),
    hidden: boolean('hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('services_slug_lower_uq').on(sql`lower(${t.slug})`)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    // docs/requirements.md §3: numeric ids (timestamps for posts added in the portal).
    id: bigint('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    author: text('author').notNull().default('Admin'),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    category: text('category').notNull().default('General'),
    coverImage: text('cover_image').notNull().default(''),
    readTime: integer('read_time').notNull().default(5),
    views: integer('views').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    builtin: boolean('builtin').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_lower_uq').on(sql`lower(${t.slug})`), index('blog_posts_date_idx').on(t.date)],
);

/** docs/requirements.md §3 blog media map: post id → list of image URLs. */
export const blogMedia = pgTable(
  'blog_media',
  {
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.url] })],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    department: text('department').notNull().default(''),
    serviceType: text('service_type').notNull().default(''),
    timeline: text('timeline').notNull().default(''),
    budget: text('budget').notNull().default(''),
    projectDescription: text('project_description').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    /** Which template the notification uses: full form, product quote (incl. design), or default. */
    kind: text('kind').notNull().default('default'),
    catalogNumber: text('catalog_number'),
    read: boolean('read').notNull().default(false),
    submittedByEmail: text('submitted_by_email'),
    submittedByAddress: text('submitted_by_address'),
    /** Client-generated key: a resubmission after a timeout creates exactly one row (docs/security.md R1). */
    idempotencyKey: text('idempotency_key'),
    /** When the shop answered (admin "Mark answered"); the customer sees submitted → being reviewed → answered. */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quotes_idempotency_uq').on(t.idempotencyKey),
    index('quotes_created_idx').on(t.createdAt),
    // A customer's quotes are found by normalised e-mail (docs/accounts.md).
    index('quotes_email_norm_idx').on(sql`lower(btrim(${t.email}))`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    submittedByAddress: text('submitted_by_address'),
    idempotencyKey: text('idempotency_key'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contact_idempotency_uq').on(t.idempotencyKey), index('contact_messages_email_norm_idx').on(sql`lower(btrim(${t.email}))`)],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull().default('Admin'),
    address: text('address').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on logout / password change: every token carries it, so old tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admin_users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** Single row (id = 1). The password is write-only: never returned by the API, never logged. */
export const smtpSettings = pgTable('smtp_settings', {
  id: integer('id').primaryKey().default(1),
  host: text('host').notNull().default(''),
  port: integer('port').notNull().default(465),
  secure: boolean('secure').notNull().default(true),
  user: text('user').notNull().default(''),
  pass: text('pass').notNull().default(''),
  fromEmail: text('from_email').notNull().default(''),
  toEmails: text('to_emails').notNull().default(''),
  subjectTemplate: text('subject_template').notNull().default(''),
  bodyTemplate: text('body_template').notNull().default(''),
  subjectTemplateFull: text('subject_template_full').notNull().default(''),
  bodyTemplateFull: text('body_template_full').notNull().default(''),
  subjectTemplateProduct: text('subject_template_product').notNull().default(''),
  bodyTemplateProduct: text('body_template_product').notNull().default(''),
  /** Customer e-mails after payment; '' = the default template. */
  subjectTemplateShipped: text('subject_template_shipped').notNull().default(''),
  bodyTemplateShipped: text('body_template_shipped').notNull().default(''),
  subjectTemplateRefunded: text('subject_template_refunded').notNull().default(''),
  bodyTemplateRefunded: text('body_template_refunded').notNull().default(''),
  subjectTemplateCanceled: text('subject_template_canceled').notNull().default(''),
  bodyTemplateCanceled: text('body_template_canceled').notNull().default(''),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

export type OutboxAttachment = { filename: string; contentType: string; storageKey: string };

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** quote | contact | order-customer | order-admin | test */
    kind: text('kind').notNull(),
    /** Comma list; empty means "the admin recipients of the SMTP settings at send time". */
    to: text('to').notNull().default(''),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text'),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** Claimed again after a worker died holding it: if SMTP had accepted it, this is a second delivery. */
    reclaimed: boolean('reclaimed').notNull().default(false),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** Guarantees one e-mail per business event (e.g. one confirmation per paid order). */
    dedupeKey: text('dedupe_key'),
    /** Files sent with the message, read from storage at send time (docs/offers.md: offer and invoice PDFs). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_outbox_dedupe_uq').on(t.dedupeKey), index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export type MediaVariant = { key: string; url: string; width: number; height: number; size: number; mimeType: string };
export type MediaVariants = { thumbnail?: MediaVariant; webp?: MediaVariant; original?: MediaVariant };

export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    altText: text('alt_text').notNull().default(''),
    folder: text('folder').notNull().default('media'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    /** processing | ready | failed */
    status: text('status').notNull().default('processing'),
    error: text('error'),
    variants: jsonb('variants').$type<MediaVariants>().notNull().default({}),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('media_items_storage_key_uq').on(t.storageKey), index('media_items_status_idx').on(t.status)],
);

/** Upload keys issued by request-upload; finalize accepts only these (docs/security.md item 20). */
/**
 * One presigned upload. The browser PUTs to `stagingKey`; finalize re-encodes those bytes and writes the result
 * under `storageKey`, which no upload URL ever names (docs/security.md item 35). A finalized ticket is kept until it
 * expires, so the sweep can remove anything a replayed URL put back under the staging key.
 */
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    storageKey: text('storage_key').primaryKey(),
    stagingKey: text('staging_key'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdBy: text('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('upload_tickets_staging_key_uq').on(t.stagingKey)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** pending | paid | partially_refunded | refunded | failed | expired | canceled (lib/domain/fulfilment.ts) */
    status: text('status').notNull().default('pending'),
    /** unfulfilled | partially_shipped | shipped | delivered */
    fulfilmentStatus: text('fulfilment_status').notNull().default('unfulfilled'),
    /** Refunds that went through, in cents; never more than the total (checked here and under a row lock). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The Stripe PaymentIntent of the paid session: refunds are made against it and webhooks found by it. */
    paymentIntentId: text('payment_intent_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    /** stripe | demo */
    mode: text('mode').notNull(),
    currency: text('currency').notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    stripeSessionId: text('stripe_session_id'),
    /** sha256 of the browser's checkout key and the priced cart: a retried checkout reuses its pending order. */
    checkoutFingerprint: text('checkout_fingerprint'),
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    // Orders from offers (docs/offers.md): one order per offer version; card or purchase order (po).
    paymentMethod: text('payment_method').notNull().default('card'),
    /** An offer's discount: subtotal (the lines) − discount + shipping = total. */
    discountCents: integer('discount_cents').notNull().default(0),
    offerId: uuid('offer_id'),
    institution: text('institution'),
    poNumber: text('po_number'),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown> | null>(),
    poDocumentKey: text('po_document_key'),
    invoiceNumber: text('invoice_number'),
    invoiceDocumentKey: text('invoice_document_key'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_offer_uq').on(t.offerId),
    uniqueIndex('orders_stripe_session_uq').on(t.stripeSessionId),
    uniqueIndex('orders_checkout_fingerprint_uq').on(t.checkoutFingerprint),
    uniqueIndex('orders_payment_intent_uq').on(t.paymentIntentId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.fulfilmentStatus),
    // Orders belong to a customer by normalised e-mail (docs/accounts.md): this is the lookup's index.
    index('orders_customer_email_norm_idx').on(sql`lower(btrim(${t.customerEmail}))`),
    check('orders_refunded_within_total', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
  ],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull(),
  catalogNumber: text('catalog_number').notNull().default(''),
  name: text('name').notNull(),
  variant: text('variant').notNull().default('Default'),
  unitPriceCents: integer('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  lineTotalCents: integer('line_total_cents').notNull(),
  /** A service line from an offer: its kind chooses the order's default milestones (docs/offers.md). */
  serviceKind: text('service_kind'),
});

/** One parcel: carrier, tracking number, and which lines (with their lot numbers) went in it. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId)],
);

export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The lot that went out: the customer needs that lot's certificate. */
    lotNumber: text('lot_number').notNull().default(''),
  },
  (t) => [index('order_shipment_lines_shipment_idx').on(t.shipmentId), check('order_shipment_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * One refund. 'requested' reserves its amount while the payment provider is asked (the order row is locked
 * only for the check, never across the call); 'succeeded' counts in orders.refunded_cents; 'failed' counts
 * nowhere. A refund made in the Stripe dashboard arrives by webhook as source 'stripe'. The provider's refund
 * id is unique: an admin refund and its webhook are one record.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    /** requested | succeeded | failed */
    status: text('status').notNull().default('requested'),
    /** admin | stripe (made outside the shop and reconciled from the webhook) */
    source: text('source').notNull().default('admin'),
    providerRefundId: text('provider_refund_id'),
    /** Refunded quantities per order line, when refunded by lines. */
    lines: jsonb('lines').$type<{ lineId: number; quantity: number }[]>().notNull().default([]),
    includesShipping: boolean('includes_shipping').notNull().default(false),
    /** The full refund of an order being cancelled: whoever completes it (the API reply or Stripe's webhook,
     *  whichever comes first) also cancels the order, with the one cancellation e-mail (docs/orders.md). */
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    failureReason: text('failure_reason'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_provider_uq').on(t.providerRefundId),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The order's timeline: payments, shipments, refunds, cancellation and admin notes ('note', admin-only).
 * A dedupe key keeps an event that can be reported twice (a repeated webhook) to one row.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    actorEmail: text('actor_email'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), uniqueIndex('order_events_dedupe_uq').on(t.dedupeKey)],
);

/** Each Stripe event id is processed once (docs/security.md items 13, R5). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const siteMetrics = pgTable(
  'site_metrics',
  {
    key: text('key').notNull(),
    day: text('day').notNull(), // YYYY-MM-DD
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(), // create | update | delete | import | reset | settings | login | logout
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    diff: jsonb('diff').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/**
 * Safety data sheets (versions; the newest is current) and lot certificates of analysis (docs/documents.md).
 * A document keeps its catalogue number when its product is deleted (product_id becomes null), so the admin can
 * still find and delete it; the file lives in storage under `storage_key` until the row is deleted.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sds | coa */
    kind: text('kind').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    catalogNumber: text('catalog_number').notNull(),
    /** The lot as the admin typed it (COA only) and its lookup key (trimmed, lower case). */
    lot: text('lot'),
    lotKey: text('lot_key'),
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_documents_storage_key_uq').on(t.storageKey),
    index('product_documents_product_idx').on(t.productId, t.kind, t.uploadedAt),
    // One COA per catalogue number and lot: the lookup key.
    uniqueIndex('product_documents_coa_lot_uq')
      .on(sql`lower(${t.catalogNumber})`, t.lotKey)
      .where(sql`${t.kind} = 'coa'`),
    index('product_documents_catalog_idx').on(sql`lower(${t.catalogNumber})`, t.kind),
  ],
);

/** Fixed-window counters shared by every instance (docs/architecture.md "Scale-out"). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Small key/value state: catalogue and blog versions, seed marker. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  updatedAt: updatedAt(),
});

/**
 * The search document of a product (docs/search.md). Written only by the `product_search_refresh` trigger on
 * products, so every insert, update and import keeps it current in the same transaction.
 */
export const productSearch = pgTable('product_search', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** lower(name) \x01 lower(description) \x01 lower(catalog number): the spec's literal substring rule. */
  rawText: text('raw_text').notNull(),
  /** Name, unaccented, lower-case, punctuation as spaces, padded with spaces: ' gene knock out '. */
  nameWords: text('name_words').notNull(),
  /** The name with hyphens and slashes removed instead: ' gene knockout '. */
  nameJoined: text('name_joined').notNull(),
  /** The name with every non-alphanumeric removed: 'geneknockout'. */
  nameCompact: text('name_compact').notNull(),
  /** The catalogue number with every non-alphanumeric removed: 'badm3363'. */
  catalogCompact: text('catalog_compact').notNull(),
  /** Name, catalogue number, category, options, description, manual titles, key features, specifications; words as in nameWords. */
  docWords: text('doc_words').notNull(),
  /** docWords with every non-alphanumeric removed. */
  docCompact: text('doc_compact').notNull(),
  /** How many characters at the end of docWords are the key features and specifications (NULL: none); the rest is the main document. */
  detailsWordsLen: integer('details_words_len'),
  /** The same for docCompact. */
  detailsCompactLen: integer('details_compact_len'),
  /** The characters of rawText that are not a-z, 0-9 or whitespace, once each: the literal rule of a query without a trigram ('%'). */
  symbols: text('symbols')
    .array()
    .notNull()
    .generatedAlwaysAs(sql`search_symbols(raw_text)`),
  /** nameWords then nameJoined (' gene knock out  gene knockout '): a page's tier is computed from it. */
  nameTerms: text('name_terms')
    .notNull()
    .generatedAlwaysAs(sql`name_words || name_joined`),
  /** Every run of one to three words of either name form, GIN-indexed: the whole-word and word-start tiers (migration 0014). */
  nameLex: tsvector('name_lex')
    .notNull()
    .generatedAlwaysAs(sql`search_name_lexemes(name_words || name_joined)`),
  // Copies of the product's filter and order columns, so a search reads this table alone.
  hidden: boolean('hidden').notNull().default(false),
  category: text('category').notNull().default(''),
  quoteOnly: boolean('quote_only').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('product_search_symbols_gin').using('gin', t.symbols), index('product_search_name_lex_gin').using('gin', t.nameLex)]);

/** Every word without digits (3–40 characters) of every search document: the vocabulary for typos and "Did you mean". */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});

/** Admin-edited groups of equivalent terms ("ladder, marker"). */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  terms: text('terms').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Searches aggregated per day and normalised query: no IP address, e-mail or session is stored. */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    results: integer('results').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] }), index('search_log_query_idx').on(t.query)],
);

// ---------------------------------------------------------------------------------------------------------
// Customer accounts (docs/accounts.md). A customer row exists only once its e-mail has been verified by a
// sign-in link; orders belong to it by that e-mail, so guest history joins after verification and never before.
// ---------------------------------------------------------------------------------------------------------

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-case); plus-tags are kept: a+x@lab.test is another address. */
  email: text('email').notNull().unique(),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  /** Profile (all optional). */
  name: text('name').notNull().default(''),
  institution: text('institution').notNull().default(''),
  department: text('department').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** The Stripe Customer that pre-fills Stripe Checkout (made at the first checkout with a default address). */
  stripeCustomerId: text('stripe_customer_id'),
  createdAt: createdAt(),
});

/** One-time sign-in links: only the sha256 of the token is stored; single use, short-lived. */
export const customerLoginTokens = pgTable(
  'customer_login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_login_tokens_hash_uq').on(t.tokenHash), index('customer_login_tokens_email_idx').on(t.email)],
);

/** Server-side customer sessions: the cookie holds a random token, the row its sha256; sign-out deletes the row. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_sessions_hash_uq').on(t.tokenHash), index('customer_sessions_customer_idx').on(t.customerId)],
);

/** Shipping and billing addresses; at most one default per kind (enforced by the partial unique index). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** shipping | billing */
    kind: text('kind').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    institution: text('institution').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_default_uq').on(t.customerId, t.kind).where(sql`${t.isDefault}`),
  ],
);

/** A wizard design saved to an account; its versions are immutable rows of customer_design_versions. */
export const customerDesigns = pgTable(
  'customer_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** sha256 of the read-only share link's random token; null when not shared. */
    shareTokenHash: text('share_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_designs_customer_idx').on(t.customerId), uniqueIndex('customer_designs_share_uq').on(t.shareTokenHash)],
);

export const customerDesignVersions = pgTable(
  'customer_design_versions',
  {
    id: serial('id').primaryKey(),
    designId: uuid('design_id')
      .notNull()
      .references(() => customerDesigns.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The wizard's own query string (lib/domain/design/url.ts), canonical: opening it restores the wizard. */
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_design_versions_uq').on(t.designId, t.version)],
);

// ---------------------------------------------------------------------------------------------------------
// Offers (docs/offers.md): one row per version. `number` is shared by the versions of one offer; a sent version
// is immutable and reached by the customer through a 128-bit token of which only the sha256 is stored.
// ---------------------------------------------------------------------------------------------------------

/** One line of an offer version (lib/domain/offers.ts OfferLine). */
export type OfferLineRow = OfferLine;

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull(),
    version: integer('version').notNull().default(1),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** draft | sent | accepted | declined | superseded (lib/domain/offers.ts); 'expired' is derived from valid_until. */
    status: text('status').notNull().default('draft'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    institution: text('institution').notNull().default(''),
    lines: jsonb('lines').$type<OfferLineRow[]>().notNull().default([]),
    /** none | percent (basis points) | amount (cents) */
    discountType: text('discount_type').notNull().default('none'),
    discountValue: integer('discount_value').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    taxNote: text('tax_note').notNull().default(''),
    terms: text('terms').notNull().default(''),
    note: text('note').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash'),
    /** The PDF as sent (storage key): the customer's download and the e-mail attachment are the same file. */
    pdfKey: text('pdf_key'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_number_version_uq').on(t.number, t.version),
    uniqueIndex('offers_token_hash_uq').on(t.tokenHash),
    index('offers_status_idx').on(t.status, t.createdAt),
    index('offers_quote_idx').on(t.quoteId),
    check('offers_total_not_negative', sql`${t.totalCents} >= 0`),
  ],
);

/** A service order's timeline: milestones in order, ticked by an admin with an optional note. */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceKind: text('service_kind').notNull().default('custom'),
    label: text('label').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    note: text('note').notNull().default(''),
    doneBy: text('done_by'),
    createdAt: createdAt(),
  },
  (t) => [index('order_milestones_order_idx').on(t.orderId, t.position)],
);
