// Shapes the admin API returns (docs/conventions.md 1: the app's own types, never raw rows).
import type { QuoteFields } from '@/lib/validations/quote';

/** docs/requirements.md §3 User (admin): e-mail is the key, the role is always Admin; the password hash never leaves the server. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: 'Admin';
  address: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface AuditEntryView {
  id: number;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  diff: Record<string, unknown> | null;
  createdAt: string;
}

export interface OverviewCounts {
  products: number;
  blogPosts: number;
  services: number;
  orders: number;
  paidOrders: number;
  unreadQuotes: number;
  quotes: number;
  emailsWaiting: number;
  emailsFailed: number;
}

/** A contact-form message in the admin Messages tab (docs/accounts.md): its status is what the customer sees. */
export interface ContactMessageView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  /** The subject's value and its label (e.g. 'technical', 'Technical Support'). */
  subject: string;
  subjectLabel: string;
  message: string;
  /** submitted → reviewing (being reviewed) → answered */
  status: 'submitted' | 'reviewing' | 'answered';
  read: boolean;
  answeredAt: string | null;
  createdAt: string;
  submittedByAddress: string | null;
  /** The verified account with this address, if any (a link to the customer's detail). */
  customerId: string | null;
}

/** Quote as served by GET /api/quotes (the quotes issue's contract): its fields plus what the shop stored. */
export type QuoteView = QuoteFields & {
  id: string;
  createdAt: string;
  read: boolean;
  /** When the shop marked it answered (the customer's account shows the status). */
  answeredAt?: string | null;
  submittedByEmail: string | null;
  submittedByAddress: string | null;
  kind?: string;
  catalogNumber?: string | null;
};
