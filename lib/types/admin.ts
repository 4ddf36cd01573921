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
