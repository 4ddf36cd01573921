// Built-in services cs-01 … cs-05 (docs/requirements.md §1, §3). Prices and lead times follow docs/requirements.md §9
// 'Service prices and lead times'. The last built-in service (cs-05) has no markdown body.
import type { SeedService } from './types';

const customCloningMarkdown = `## Custom plasmid cloning

From a simple subcloning to multi-fragment assemblies, every BioArk construct is built by experienced molecular biologists and **sequence-verified across the entire insert and all junctions** before it leaves the lab.

### Service options

| Service | Catalog # | Price | Lead time |
|---|---|---|---|
| Subcloning into your or our vector | PCSVC02 | $199 | 2 weeks |
| Fragment synthesis and cloning | PCSVC03 | per sequence (see synthesis table) | 2–3 weeks |
| Custom cloning project (multi-fragment, mutagenesis, library) | PCSVC04 | synthesis + project fee $200–$1000 | more than 3 weeks |

### Synthesis pricing per sequence

| Sequence length | Vector clones | Custom vectors |
|---|---|---|
| under 60bp | $120 | $120 |
| 60bp–0.5kb | $150 | $150 |
| 0.5–3kb | $0.2/bp | $0.24/bp |
| 3–5kb | $0.24/bp | $0.28/bp |

Sequences above 5 kb, or with extreme GC content or repeats, are quoted individually.

### Plasmid scale and endotoxin-free preparation

| Plasmid amount | Price | Endotoxin-free (<0.1 EU/µg) |
|---|---|---|
| 2–10µg | included | — |
| 10–50µg | $30 | $20 |
| 50–300µg | $90 | $50 |
| 300µg–1mg | $150 | $50 |

Endotoxin-free preparations are recommended for transfection of primary and sensitive cells and for in vivo work.

### Add-ons

- **DNA normalization** (concentration adjusted to your specification): $15
- **Glycerol stock**: $10

### What you receive

- Sequence-verified plasmid at the ordered scale, with concentration and A260/280 ratio
- Annotated GenBank map and full Sanger sequencing files
- Optional glycerol stock for long-term storage

Lead times start when the order and sequences are confirmed. Ask for a quote and we will reply within 24 hours.`;

const genomeEditingMarkdown = `## Genome editing kits

Our genome-editing kits bundle design, cloning and validation into fixed-price packages. Each kit is built for your gene of interest, **delivered in 2–3 weeks**, and backed by a **full-refund guarantee if it fails**.

| Kit | Catalog # | Price | Lead time | What it does |
|---|---|---|---|---|
| Overexpression plasmid | CDS-P011k | $899 | 2–3 weeks | ORF in an expression vector with your choice of promoter, tag and selection |
| Knock-out plasmid | COT-P031k | $790 | 2–3 weeks | All-in-one Cas9 and validated sgRNA plasmids for complete loss of function |
| Knock-out lentivirus | COM-P032k | $1,499 | 2–3 weeks | Cas9 and sgRNA packaged as ready-to-transduce lentivirus |
| RNA knockdown plasmid | CRT-P051k | $790 | 2–3 weeks | shRNA or CRISPRi constructs with over 70% knockdown |

### Full-refund guarantee

If a kit does not perform as specified — no detectable editing for knock-out kits, less than 70% knockdown for the RNA knockdown kit, or a construct that is not sequence-correct — you receive a full refund.

### How a kit project runs

1. **Design review** — we confirm the target transcript, species and cell line with you.
2. **Guide or ORF design** — several candidates ranked by on-target and off-target scores.
3. **Cloning and sequencing** — every construct is sequence-verified.
4. **Functional validation** — indel frequency, knock-down level or expression confirmed in HEK293T.
5. **Delivery** — constructs or virus, maps, primers and the validation report.

### Beyond the kits

Knock-in and tagging, large fragment deletions and AAVS1/ROSA26 safe-harbor integration are available as individual projects — see the genome-editing products in our catalogue or ask for a quote.`;

const labSuppliesMarkdown = `## Lab supplies from stock

BioArk reagents are developed and quality-controlled by the same team that runs our genome-engineering services. All items ship from stock and can be ordered online by card.

| Catalog # | Product | Pack sizes | Price |
|---|---|---|---|
| [BAL100668](/products/bajet-transfection-reagent) | BAJet Transfection Reagent | 0.1 mL – 10 mL | from $32.00 |
| [BAL100468](/products/bapoly-transfection-reagent) | BAPoly Transfection Reagent | 0.5 mL – 50 mL | from $23.00 |
| [BAL100688](/products/bioarklipo-in-vitro-transfection-kit) | BioArkLipo In Vitro Transfection Kit | 0.1 mL – 10 mL | from $40.00 |
| [BSY3320](/products/sybr-green-qpcr-mix) | SYBR Green qPCR Mix (None, Low or High ROX) | 1 mL | $59.89 |
| [BSY3323](/products/fast-sybr-green-qpcr-mix) | Fast SYBR Green qPCR Mix (None, Low or High ROX) | 5 x 1 mL | $208.34 |
| [BADM3362](/products/gn8k-dna-marker) | GN8K DNA Marker (100 bp – 8 kb) | 500 μL, 2 x 500 μL, 5 x 500 μL | from $39.00 |
| [BADM3363](/products/gn10k-dna-marker) | GN10K DNA Marker (100 bp – 10 kb) | 500 μL, 2 x 500 μL, 5 x 500 μL | from $39.00 |
| [BADM3364](/products/gn15k-dna-marker) | GN15K DNA Marker (250 bp – 15 kb) | 500 μL, 2 x 500 μL, 5 x 500 μL | from $39.00 |
| [BAPM2083](/products/prestained-protein-marker-iv) | Prestained Protein Marker IV (10 – 250 kDa) | 250 μL, 2 x 250 μL, 3 x 250 μL | from $48.00 |
| [BAPM2086](/products/western-protein-marker-i) | Western Protein Marker I (20 – 200 kDa) | 250 μL, 2 x 250 μL, 3 x 250 μL | from $48.00 |

### Storage at a glance

- DNA markers: -20°C, stable for 24 months
- Protein markers: -20°C, stable for 12 months
- Transfection reagents: 4°C, stable for 12 months (do not freeze)
- qPCR mixes: -20°C, protected from light

### Ordering and shipping

A flat shipping fee of $40.00 applies per order. Bulk packs, custom formulations and standing orders are available on request — use the quote form and select *Lab supplies*.`;

const lentivirusMarkdown = `## Lentivirus packaging

We package your transfer plasmid — or one we clone for you — into VSV-G pseudotyped, third-generation lentivirus, then concentrate and titre it functionally on HEK293T cells.

### Packaging grades (200µl per tube, 2–3 weeks)

| Grade | Functional titre | Volume | Price | Lead time |
|---|---|---|---|---|
| Mini | over 10^7 TU/ml | 200µl | $199 | 2–3 weeks |
| Midi | over 10^8 TU/ml | 200µl | $399 | 2–3 weeks |
| Maxi | over 10^9 TU/ml | 200µl | $699 | 2–3 weeks |

**The second tube costs the same as the first** — order as many tubes as your project needs at the same per-tube price.

### Add-ons

| Add-on | Price |
|---|---|
| Fluorescent tag analysis | +$50 |
| Protein tag IF (immunofluorescence) | +$70 |
| Western blot | +$120 |
| miniGFP subcloning | +$199 |
| Selection subcloning | +$189 |

### What to send us

- Your transfer plasmid (≥ 10 µg, endotoxin-free preferred), or the sequence for us to clone
- Insert size and any known toxicity of the transgene
- Target cells, so we can advise on the titre grade and MOI

### Quality control

- Functional titre by flow cytometry (fluorescent vectors) or qPCR of integrated provirus
- Sterility and mycoplasma testing
- Third-generation, self-inactivating packaging system to minimise replication-competent virus

Virus ships on dry ice; store at -80°C and avoid repeated freeze–thaw cycles.`;

export const seedServices: SeedService[] = [
  {
    id: 'cs-01',
    slug: 'custom-cloning',
    name: 'Custom Plasmid Cloning',
    description:
      'Subcloning, gene synthesis and multi-fragment assemblies — sequence-verified plasmids from $199 in 2 weeks.',
    icon: 'Dna',
    imageUrl: '/images/services/custom-cloning.webp',
    images: [
      '/images/services/custom-cloning.webp',
      '/images/services/custom-cloning-2.webp',
      '/images/services/custom-cloning-3.webp',
    ],
    longDescription:
      'BioArk builds the plasmids your experiments depend on: subcloning of existing inserts, synthesis of new sequences, site-directed mutagenesis and complex multi-fragment assemblies for expression, CRISPR, RNAi and lentiviral work. Every construct is sequence-verified across the full insert and junctions, delivered with an annotated map and prepared at the scale and purity you need — up to 1 mg and endotoxin-free.',
    keyBenefits: [
      'Fixed prices and clear lead times: subcloning $199 in 2 weeks',
      '100% sequence verification of inserts and cloning junctions',
      'Any backbone — yours or ours, including lentiviral and AAVS1 donor vectors',
      'Plasmid scales from 2 µg to 1 mg, endotoxin-free on request',
      'Codon optimisation and design advice from PhD scientists',
    ],
    processOverview: [
      { step: 'Consultation', description: 'Share your sequence, vector and goals; we confirm the cloning strategy and quote within 24 hours.' },
      { step: 'Design', description: 'We design primers, fragments and assembly junctions and send you the planned map for approval.' },
      { step: 'Synthesis and assembly', description: 'Fragments are synthesised or amplified and assembled by restriction, Gibson or Golden Gate cloning.' },
      { step: 'Verification', description: 'Colonies are screened and the full insert and junctions are confirmed by Sanger sequencing.' },
      { step: 'Preparation and delivery', description: 'Plasmid DNA is prepared at the ordered scale and shipped with the map, sequencing files and QC data.' },
    ],
    relatedProducts: [
      { name: 'cDNA Vector Stock', link: '/products/cdna-vector-stock' },
      { name: 'Functional Vectors, Kits and Templates', link: '/products/functional-vectors-kits-template' },
      { name: 'GN10K DNA Marker', link: '/products/gn10k-dna-marker' },
      { name: 'GN15K DNA Marker', link: '/products/gn15k-dna-marker' },
    ],
    caseStudies: [
      { title: 'Plasmid quality for transfection: A260/280, supercoiling and endotoxin', link: '/blog/plasmid-quality-for-transfection' },
      { title: 'How to choose a DNA ladder for agarose gel electrophoresis', link: '/blog/how-to-choose-a-dna-ladder' },
    ],
    markdown: customCloningMarkdown,
    createdAt: '2025-01-10T10:00:00.000Z',
  },
  {
    id: 'cs-02',
    slug: 'genome-editing',
    name: 'Genome Editing Services',
    description:
      'CRISPR overexpression, knock-out and RNA knockdown kits — delivered in 2–3 weeks with a full-refund guarantee.',
    icon: 'Scissors',
    imageUrl: '/images/services/genome-editing.webp',
    images: ['/images/services/genome-editing.webp', '/images/services/genome-editing-2.webp'],
    longDescription:
      'From a single knock-out to a panel of safe-harbor knock-in lines, BioArk designs, builds and validates the CRISPR and RNAi tools behind your project. Choose a fixed-price kit — overexpression, knock-out plasmid, knock-out lentivirus or RNA knockdown — or a custom project for knock-in, tagging and large deletions. Every kit is validated before delivery and protected by a full-refund guarantee.',
    keyBenefits: [
      'Four fixed-price kits from $790, delivered in 2–3 weeks',
      'Full refund if a kit fails to perform as specified',
      'Guides validated in cells before delivery — not just designed',
      'Plasmid, lentivirus or edited cell formats',
      'Knock-in, tagging, deletions and AAVS1/ROSA26 safe-harbor integration on request',
    ],
    processOverview: [
      { step: 'Project scoping', description: 'We review the gene, transcript variants, cell line and desired outcome with you.' },
      { step: 'Design', description: 'Guides, shRNAs or donors are designed and ranked by on-target activity and off-target risk.' },
      { step: 'Construction', description: 'Constructs are cloned into the chosen backbone and fully sequence-verified.' },
      { step: 'Validation', description: 'Editing efficiency, knock-down or expression is measured in HEK293T or your cell line.' },
      { step: 'Delivery and support', description: 'You receive constructs or virus, primers and a validation report, plus guidance for your own experiments.' },
    ],
    relatedProducts: [
      { name: 'Gene Knock-Out', link: '/products/gene-knock-out' },
      { name: 'Gene Knock-In and Tagging', link: '/products/gene-knock-in' },
      { name: 'CRISPRi and RNAi Knock-Down', link: '/products/crispr-knock-down' },
      { name: 'Overexpression Targeted Knock-In (AAVS1 / ROSA26 Safe Harbor)', link: '/products/overexpression-targeted-knock-in' },
      { name: 'Gene Deletion (Large Fragment)', link: '/products/gene-deletion' },
    ],
    caseStudies: [
      { title: 'Validating a CRISPR knock-out: from indels to protein loss', link: '/blog/validating-crispr-knock-outs' },
      { title: 'Safe-harbor knock-in at AAVS1: design rules', link: '/blog/aavs1-safe-harbor-knock-in' },
      { title: 'shRNA or CRISPRi? Choosing a knock-down strategy', link: '/blog/shrna-vs-crispri-knock-down' },
    ],
    markdown: genomeEditingMarkdown,
    createdAt: '2025-02-12T10:00:00.000Z',
  },
  {
    id: 'cs-03',
    slug: 'lab-supplies',
    name: 'Lab Supplies',
    description:
      'DNA and protein markers, transfection reagents and SYBR Green qPCR mixes — quality-controlled and shipped from stock.',
    icon: 'FlaskConical',
    imageUrl: '/images/services/lab-supplies.webp',
    images: ['/images/services/lab-supplies.webp', '/images/services/lab-supplies-2.webp'],
    longDescription:
      'The reagents we rely on in our own genome-engineering lab, available to yours: ready-to-load DNA markers from 100 bp to 15 kb, prestained and Western protein markers, lipid, polymer and PEI transfection reagents, and hot-start SYBR Green qPCR master mixes with ROX options for every instrument. Every lot is released against a reference lot, and all items can be ordered online by card.',
    keyBenefits: [
      'Ten core reagents covering gel analysis, transfection and qPCR',
      'Lot-to-lot consistency checked against reference lots',
      'Buy online by card — shipped from stock',
      'Pack sizes from trial to bulk, with volume pricing on request',
      'Technical support from the scientists who use them daily',
    ],
    processOverview: [
      { step: 'Choose your reagents', description: 'Browse the catalogue and select pack sizes or ROX options.' },
      { step: 'Order online', description: 'Add items to the cart and pay securely by card; quotes are available for bulk orders.' },
      { step: 'Fast dispatch', description: 'In-stock items are packed with the appropriate cold chain and shipped promptly.' },
      { step: 'Technical support', description: 'Our application scientists help with protocols, optimisation and troubleshooting.' },
    ],
    relatedProducts: [
      { name: 'GN8K DNA Marker', link: '/products/gn8k-dna-marker' },
      { name: 'BioArkLipo In Vitro Transfection Kit', link: '/products/bioarklipo-in-vitro-transfection-kit' },
      { name: 'SYBR Green qPCR Mix', link: '/products/sybr-green-qpcr-mix' },
      { name: 'Prestained Protein Marker IV', link: '/products/prestained-protein-marker-iv' },
    ],
    caseStudies: [
      { title: 'Lipid vs. polymer transfection: picking the right reagent', link: '/blog/lipid-vs-polymer-transfection' },
      { title: 'Optimising SYBR Green qPCR — and when you need ROX', link: '/blog/sybr-green-qpcr-optimization-and-rox' },
      { title: 'Prestained protein markers for monitoring Western transfer', link: '/blog/prestained-protein-markers-for-western-transfer' },
    ],
    markdown: labSuppliesMarkdown,
    createdAt: '2025-03-14T10:00:00.000Z',
  },
  {
    id: 'cs-04',
    slug: 'lentivirus-packaging',
    name: 'Lentivirus Packaging',
    description:
      'High-titre, functionally titred lentivirus from your plasmid — 200µl from $199, delivered in 2–3 weeks.',
    icon: 'Syringe',
    imageUrl: '/images/services/lentivirus-packaging.webp',
    images: [
      '/images/services/lentivirus-packaging.webp',
      '/images/services/lentivirus-packaging-2.webp',
      '/images/services/lentivirus-packaging-3.webp',
    ],
    longDescription:
      'Lentiviral vectors deliver genes, shRNAs and CRISPR components stably into dividing and non-dividing cells, including primary cells. BioArk packages your transfer plasmid with a third-generation, VSV-G pseudotyped system, concentrates the virus and measures a functional titre on HEK293T cells, so you can plan your MOI with confidence. Three titre grades, transparent add-ons and the same price for every additional tube.',
    keyBenefits: [
      'Three grades: mini $199, midi $399, maxi $699 per 200µl',
      'Second tube at the same price as the first',
      'Functional titres (TU/ml), not just physical particle counts',
      'Third-generation, self-inactivating packaging for biosafety',
      'Optional validation add-ons: imaging, immunofluorescence and Western blot',
    ],
    processOverview: [
      { step: 'Plasmid intake', description: 'Send your transfer plasmid or let us clone it; we check the sequence and plasmid quality.' },
      { step: 'Packaging', description: 'HEK293T cells are co-transfected with transfer, packaging and VSV-G envelope plasmids.' },
      { step: 'Harvest and concentration', description: 'Supernatants are collected, filtered and concentrated by ultracentrifugation.' },
      { step: 'Titration and QC', description: 'Functional titre is measured on HEK293T; sterility and mycoplasma are tested.' },
      { step: 'Shipment', description: '200µl aliquots ship on dry ice with the titre report.' },
    ],
    relatedProducts: [
      { name: 'cDNA Lentivirus Stock', link: '/products/cdna-lentivirus-stock' },
      { name: 'Lentivirus Control Stock', link: '/products/lentivirus-control-stock' },
      { name: 'BAPoly Transfection Reagent', link: '/products/bapoly-transfection-reagent' },
    ],
    caseStudies: [
      { title: 'Lentiviral titre and MOI: getting the numbers right', link: '/blog/lentivirus-titer-and-moi' },
      { title: 'Building stable cell lines: running a puromycin kill curve', link: '/blog/puromycin-kill-curve-for-stable-cell-lines' },
    ],
    markdown: lentivirusMarkdown,
    createdAt: '2025-04-16T10:00:00.000Z',
  },
  {
    id: 'cs-05',
    slug: 'cell-line-generation',
    name: 'Stable Cell Line Generation',
    description:
      'Custom overexpression, knock-down, knock-out and reporter cell lines — pools or single-cell clones, fully validated.',
    icon: 'Microscope',
    imageUrl: '/images/services/cell-line-generation.webp',
    images: ['/images/services/cell-line-generation.webp', '/images/services/cell-line-generation-2.webp'],
    longDescription:
      'A well-characterised stable cell line is the foundation of reproducible assays, screens and mechanistic studies. BioArk generates stable overexpression, knock-down, knock-out and reporter lines in your choice of parental cells — by lentiviral transduction, safe-harbor targeted integration or CRISPR editing. We determine the right selection conditions with a kill curve, select stable pools, isolate single-cell clones when needed and validate each line at the DNA, RNA and protein level. Lines are delivered as frozen vials with a certificate of analysis covering viability, mycoplasma testing, STR authentication and the functional read-out agreed at the start of the project. Timelines depend on the cell type and whether pools or clones are required; we provide a project plan with milestones and report progress at every stage.',
    keyBenefits: [
      'Pools or single-cell clones in HEK293T, HeLa, CHO, A549, Jurkat and your own lines',
      'Lentiviral, safe-harbor (AAVS1/ROSA26) or CRISPR-based strategies',
      'Kill-curve-guided selection for robust, homogeneous expression',
      'Validation by qPCR, Western blot, flow cytometry or functional assays',
      'Mycoplasma-tested and STR-authenticated deliverables',
    ],
    processOverview: [
      { step: 'Project design', description: 'We agree on the parental line, construct, integration strategy and validation read-outs.' },
      { step: 'Construct and virus', description: 'Expression, shRNA or CRISPR constructs are built and packaged or prepared for transfection.' },
      { step: 'Kill curve and selection', description: 'Antibiotic concentration is determined for your cells and stable pools are selected.' },
      { step: 'Clonal isolation', description: 'Single-cell clones are isolated by limiting dilution or FACS and expanded.' },
      { step: 'Validation', description: 'Expression, knock-down or knock-out is confirmed at the DNA, RNA and protein level.' },
      { step: 'Banking and delivery', description: 'Validated lines are frozen, tested for mycoplasma and STR-profiled, then shipped on dry ice.' },
    ],
    relatedProducts: [
      { name: 'Stable Cell Line Stock', link: '/products/stable-cell-line-stock' },
      { name: 'Overexpression Targeted Knock-In (AAVS1 / ROSA26 Safe Harbor)', link: '/products/overexpression-targeted-knock-in' },
      { name: 'cDNA Lentivirus Stock', link: '/products/cdna-lentivirus-stock' },
    ],
    caseStudies: [
      { title: 'Building stable cell lines: running a puromycin kill curve', link: '/blog/puromycin-kill-curve-for-stable-cell-lines' },
      { title: 'Safe-harbor knock-in at AAVS1: design rules', link: '/blog/aavs1-safe-harbor-knock-in' },
    ],
    createdAt: '2025-05-19T10:00:00.000Z',
  },
];
