// Company facts, team, investor strategy, FAQ and home-page hero (docs/requirements.md §1, §2 static pages, §9).
import type { CompanyInfo, FaqEntry, InvestorTier, RoadmapPhase, TeamMember } from './types';

export interface HeroSlide {
  image: string;
  alt: string;
}

export interface HomeHeroStat {
  value: string;
  label: string;
}

export interface HomeHero {
  tagline: string;
  headline: string;
  claim: string;
  stats: HomeHeroStat[];
}

export const companyInfo: CompanyInfo = {
  name: 'BioArk',
  legalName: 'BioArk Technologies, Inc.',
  address: {
    street: '1450 Research Boulevard, Suite 210',
    city: 'Rockville',
    region: 'MD',
    postalCode: '20850',
    country: 'United States',
  },
  geo: { lat: 39.0952, lon: -77.1873 },
  phone: '+1 (301) 555-0142',
  supportEmail: 'support@bioarktech.com',
  salesEmail: 'sales@bioarktech.com',
  responseTimeHours: 24,
};

export const team: TeamMember[] = [
  {
    name: 'Dr. Lena Hartwell',
    role: 'Founder & Chief Executive Officer',
    image: '/images/team/lena-hartwell.webp',
    summary:
      'Molecular biologist (PhD) who founded BioArk to give research labs dependable reagents and genome-engineering services from a single, scientist-run partner.',
    bio: 'Lena earned her PhD in molecular biology studying transcriptional regulation in mammalian cells and spent eight years in academic and industry labs building expression systems, reporter assays and CRISPR screening platforms. Frustrated by long lead times and opaque pricing for routine cloning and virus work, she founded BioArk with a simple promise: fixed prices, clear timelines and every construct verified before it ships. She leads company strategy and partnerships and still reviews the design of complex projects personally.',
  },
  {
    name: 'Dr. Rafael Okoye',
    role: 'Head of Genome Engineering',
    image: '/images/team/rafael-okoye.webp',
    summary:
      'CRISPR specialist leading BioArk’s knock-out, knock-in, knock-down and safe-harbor integration programmes.',
    bio: 'Rafael holds a PhD in genetics and completed postdoctoral work on homology-directed repair and safe-harbor integration in human pluripotent stem cells. At BioArk he built the guide-validation pipeline that tests every knock-out guide in cells before delivery, and the AAVS1 and ROSA26 donor platforms behind our targeted knock-in service. His team has delivered genome-editing projects for academic groups, biotech start-ups and pharmaceutical research teams across three continents.',
  },
  {
    name: 'Mei Tanaka',
    role: 'Head of Operations & Quality',
    image: '/images/team/mei-tanaka.webp',
    summary:
      'Quality and operations lead responsible for reagent manufacturing, lot release and on-time delivery of every service project.',
    bio: 'Mei holds an MS in biochemistry and brings more than a decade of experience in reagent manufacturing and quality systems. She designed BioArk’s lot-release programme — every DNA marker, protein marker, transfection reagent and qPCR mix is compared against a reference lot before release — and runs the project-management office that keeps cloning, lentivirus and cell-line projects on schedule. Mei also oversees cold-chain logistics, so reagents and virus arrive in the condition they left our lab.',
  },
];

export const investorTiers: InvestorTier[] = [
  {
    title: 'Tier 1 — Reagents: the cash-flow core',
    description:
      'A focused catalogue of high-margin research reagents sold online by card provides recurring revenue and funds growth without heavy capital expenditure.',
    points: [
      'DNA and protein markers, transfection reagents and SYBR Green qPCR mixes',
      'Repeat purchases from academic and industry labs with low acquisition cost',
      'In-house lot release keeps quality consistent and margins high',
      'Reagents introduce new customers to our service portfolio',
    ],
  },
  {
    title: 'Tier 2 — Services: a specialised CRO',
    description:
      'Fixed-price genome-engineering services — cloning, CRISPR kits, lentivirus packaging and stable cell lines — turn our in-house expertise into project revenue.',
    points: [
      'Transparent price list and 2–3 week lead times for core services',
      'Full-refund guarantee on genome-editing kits builds trust and repeat business',
      'Shared infrastructure with reagent production keeps unit costs low',
      'Project data and protocols continuously improve our platforms',
    ],
  },
  {
    title: 'Tier 3 — Platform and therapeutic partnerships',
    description:
      'Our validated delivery and safe-harbor integration platforms form the basis for co-development partnerships in cell and gene therapy research.',
    points: [
      'AAVS1/ROSA26 targeted integration and lentiviral delivery platforms',
      'Co-development agreements with milestone and licensing income',
      'Engineered cell lines as assets for drug discovery partners',
      'Long-term upside beyond the research-tools market',
    ],
  },
];

export const roadmapPhases: RoadmapPhase[] = [
  {
    phase: 'Phase 1 — Foundation',
    period: '1 year',
    funding: '$300k',
    goals: [
      'Scale production of the ten core reagents and expand online sales',
      'Standardise cloning, lentivirus and genome-editing kit workflows',
      'Build a base of 300+ academic and industry customers',
    ],
  },
  {
    phase: 'Phase 2 — Expansion',
    period: '2 years',
    funding: '$1M',
    goals: [
      'Launch the stable cell line portfolio and custom cell-line generation at scale',
      'Automate guide validation and plasmid preparation to shorten lead times',
      'Open distribution partnerships in Europe and Asia',
    ],
  },
  {
    phase: 'Phase 3 — Platform',
    period: '3 years',
    funding: '$3M',
    goals: [
      'Develop safe-harbor integration and delivery platforms for therapeutic research',
      'Sign first co-development partnerships with cell and gene therapy companies',
      'Establish quality systems aligned with GMP-ready processes',
    ],
  },
];

export const faqEntries: FaqEntry[] = [
  {
    question: 'How quickly will I receive a quote?',
    answer:
      'We respond to every quote request within 24 hours on business days. For standard services such as subcloning, lentivirus packaging or genome-editing kits, the quote usually includes a fixed price and a delivery date straight away.',
  },
  {
    question: 'Which products can I buy online, and which need a quote?',
    answer:
      'Reagents and markers — DNA and protein markers, transfection reagents and qPCR mixes — can be bought online by card. Genome-editing products, vector clones, stable cell lines and lentivirus are prepared for each customer, so they are ordered through a quote.',
  },
  {
    question: 'How are reagents and virus shipped?',
    answer:
      'Markers, transfection reagents and qPCR mixes ship with the appropriate cold chain; lentivirus and cell lines ship on dry ice. A flat shipping fee of $40.00 applies to online orders. We ship within the United States and, on request, internationally.',
  },
  {
    question: 'What happens if a genome-editing kit does not work?',
    answer:
      'Our genome-editing kits carry a full-refund guarantee. If a kit does not perform as specified — for example, no detectable editing or less than 70% knockdown for the RNA knockdown kit — we refund the full price. Our scientists will also help you troubleshoot your own experiments.',
  },
];

export const heroSlides: HeroSlide[] = [
  {
    image: '/images/hero/hero-1.webp',
    alt: 'Stylised DNA double helix glowing in teal against a deep blue-green background',
  },
  {
    image: '/images/hero/hero-2.webp',
    alt: 'Cluster of mammalian cells, several expressing a green fluorescent reporter',
  },
  {
    image: '/images/hero/hero-3.webp',
    alt: 'Lentiviral particles and lipid nanoparticles illustrating gene delivery',
  },
  {
    image: '/images/hero/hero-4.webp',
    alt: 'Circular plasmid map with coloured gene features and CRISPR scissors at its centre',
  },
];

export const homeHero: HomeHero = {
  tagline: 'Genetic Innovation',
  headline: 'Innovative seed on board',
  claim:
    'Your trusted CRO partner for advanced gene editing and delivery solutions, accelerating research from discovery to therapy.',
  stats: [
    { value: '4.9/5', label: 'Average rating' },
    { value: '300+', label: 'Trusted partners' },
    { value: '99%', label: 'Success rate' },
  ],
};
