// Typed shapes of the built-in content. The seed (db/seed.ts) writes these into the database once;
// after that the database is the only source of truth (docs/architecture.md "Data").

export const PRODUCT_CATEGORIES = [
  'reagents-markers',
  'genome-editing',
  'vector-clones',
  'stable-cell-lines',
  'lentivirus',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export interface SeedProductOption {
  /** Pack size or kit variant label, e.g. '500 μL', '2 x 500 μL', 'Low ROX'. */
  label: string;
  /** Price of this option in integer cents; null = priced on request. */
  priceCents: number | null;
}

export interface SeedManual {
  title: string;
  url: string;
}

export interface SeedProduct {
  id: string; // e.g. 'fp-badm3362', 'gep-01'
  slug: string; // e.g. 'gn8k-dna-marker'
  name: string;
  description: string; // one or two sentences, card text
  catalogNumber: string; // e.g. 'BADM3362'
  category: ProductCategory;
  quoteOnly: boolean;
  /** List price in cents; null = 'Contact for Quote'. */
  listPriceCents: number | null;
  options: SeedProductOption[];
  images: string[]; // public paths, first is the cover
  availability: string; // 'In Stock' by default
  keyFeatures: string[];
  storageStability: string;
  performanceData: string; // free text with citations (markdown allowed)
  manuals: SeedManual[];
  storeLink?: string;
  contentText?: string; // markdown 'Details' card for quote-only products
  fragmentSize?: string; // e.g. '100 bp – 8 kb'
  specifications?: string[]; // chips, e.g. ['8 bands', 'Ready-to-load']
  badge?: string; // optional extra badge, e.g. 'Best seller'
  createdAt: string; // ISO date
}

export interface SeedService {
  id: string; // cs-01 … cs-05
  slug: string; // custom-cloning …
  name: string;
  description: string;
  icon: string; // lucide icon name, e.g. 'Dna', 'Scissors', 'FlaskConical', 'Syringe', 'Microscope'
  imageUrl: string;
  images: string[];
  longDescription: string;
  keyBenefits: string[];
  processOverview: { step: string; description: string }[];
  relatedProducts: { name: string; link: string }[];
  caseStudies: { title: string; link: string }[];
  markdown?: string; // the last built-in service (cs-05) has none
  createdAt: string;
}

export interface SeedBlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string; // markdown
  author: string;
  date: string; // ISO
  category: string;
  coverImage: string;
  readTime: number;
  views: number;
  tags: string[];
}

export interface TeamMember {
  name: string;
  role: string;
  image: string;
  summary: string;
  bio: string; // shown with Read more / Show less
}

export interface InvestorTier {
  title: string;
  description: string;
  points: string[];
}

export interface RoadmapPhase {
  phase: string;
  period: string; // '1 year', '2 years', '3 years'
  funding: string; // '$300k', '$1M', '$3M'
  goals: string[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface CompanyInfo {
  name: string;
  legalName: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** Map centre for the contact page embed (docs/requirements.md §9: map box extent 0.02 degrees). */
  geo: { lat: number; lon: number };
  phone: string;
  supportEmail: string;
  salesEmail: string;
  responseTimeHours: number; // 24
}
