// Built-in blog posts (docs/requirements.md §3 'Blog post'). Seeded once; admins may edit or delete them afterwards.
// Markdown bodies use only absolute http(s) links. Cover images: scripts/generate-images.mjs.
import type { SeedBlogPost } from './types';

const AUTHORS = {
  ceo: 'Dr. Lena Hartwell',
  editing: 'Dr. Rafael Okoye',
  quality: 'Mei Tanaka',
  apps: 'BioArk Applications Team',
} as const;

const cover = (slug: string) => `/images/blog/${slug}.webp`;

export const seedBlogPosts: SeedBlogPost[] = [
  {
    id: 1,
    slug: 'how-to-choose-a-dna-ladder',
    title: 'How to Choose a DNA Ladder for Agarose Gel Electrophoresis',
    excerpt:
      'Size range, band spacing, reference bands and loading format: a practical guide to picking the right DNA marker for PCR products, digests and large constructs.',
    author: AUTHORS.apps,
    date: '2025-02-11T09:00:00.000Z',
    category: 'Product Guides',
    coverImage: cover('how-to-choose-a-dna-ladder'),
    readTime: 4,
    views: 2184,
    tags: ['DNA marker', 'Agarose gel', 'Electrophoresis', 'Cloning'],
    content: `A DNA ladder is the ruler of every agarose gel. Choose the wrong one and a 1.2 kb PCR product ends up halfway between two distant reference bands, or a 9 kb plasmid runs off the top of the scale. Four questions settle the choice in almost every case.

## 1. What size are your fragments?

Pick a ladder whose bands **bracket your expected sizes with at least two bands on each side**. Semi-logarithmic interpolation — plotting log(size) against migration distance — is only reliable between reference points, and accuracy drops at both ends of the range.

| Application | Typical fragment sizes | Suitable range |
|---|---|---|
| Colony PCR, genotyping | 100 bp – 2 kb | 100 bp – 8 kb |
| Restriction digests, linearised plasmids | 500 bp – 10 kb | 100 bp – 10 kb |
| Long-range PCR, lentiviral and donor plasmids | 3 – 15 kb | 250 bp – 15 kb |

## 2. Is your gel percentage matched to the range?

Agarose concentration determines which part of the ladder is resolved. As a rule of thumb:

| Agarose (%) | Best resolution |
|---|---|
| 0.7 | 0.8 – 12 kb |
| 1.0 | 0.5 – 10 kb |
| 1.2 | 0.4 – 7 kb |
| 1.5 | 0.2 – 3 kb |
| 2.0 | 0.05 – 2 kb |

Running a 15 kb ladder on a 2% gel compresses all the large bands into a single smear near the well; running a 100 bp band on 0.7% agarose lets it diffuse before you image.

## 3. Do you need reference bands?

Ladders with **double-intensity reference bands** (for example at 1,000 and 3,000 bp) let you orient yourself instantly, even when a gel has run unevenly or you are looking at a cropped image. This matters most for ladders with more than ten bands, where counting from the bottom is error-prone.

## 4. Ready-to-load or not?

Ready-to-load ladders are premixed with loading buffer and tracking dyes, so you pipette 5 μL straight into the well. They save time and remove a common source of variability: different people diluting the ladder differently. Check where the tracking dyes migrate, though — a dye front sitting on top of your band of interest can quench fluorescence. On a 1% gel, typical dyes run at approximately 4 kb and 300 bp.

## Quantifying with a ladder

If the mass per band is specified, a ladder doubles as a quick quantification standard. Compare the intensity of your band with ladder bands of similar size and read off an approximate amount. This is not a replacement for fluorometric quantification, but it is a useful sanity check before a ligation or a sequencing submission.

## Practical tips

- Load the ladder in the **same buffer and volume** as your samples; differences in salt concentration distort migration in neighbouring lanes.
- Load the ladder on **both sides** of a wide gel when you need accurate sizing across many lanes — gels rarely run perfectly straight.
- Use **fresh running buffer**. Exhausted TAE causes heating, smiling bands and fuzzy high-molecular-weight fragments.
- For intercalating stains, add stain to both gel and buffer, or post-stain; otherwise, small fragments at the bottom of the gel can appear fainter than expected.

## Our markers at a glance

- **GN8K DNA Marker** — 12 bands, 100 bp to 8 kb: PCR products and routine cloning checks.
- **GN10K DNA Marker** — 13 bands, 100 bp to 10 kb: one marker for amplicons, digests and plasmids.
- **GN15K DNA Marker** — 11 bands, 250 bp to 15 kb: long-range PCR and large constructs.

All three are ready-to-load, carry double-intensity reference bands and are stable at -20°C for 24 months. For further background on gel electrophoresis, the NCBI Bookshelf provides free access to standard molecular biology texts: https://www.ncbi.nlm.nih.gov/books/`,
  },
  {
    id: 2,
    slug: 'lipid-vs-polymer-transfection',
    title: 'Lipid vs. Polymer Transfection: Picking the Right Reagent for Your Cells',
    excerpt:
      'Cationic lipids, advanced polymers and PEI all deliver nucleic acids — but efficiency, toxicity and cost differ. Here is how to decide and how to optimise.',
    author: AUTHORS.apps,
    date: '2025-03-06T09:00:00.000Z',
    category: 'Product Guides',
    coverImage: cover('lipid-vs-polymer-transfection'),
    readTime: 5,
    views: 3427,
    tags: ['Transfection', 'Lipid nanoparticles', 'PEI', 'Cell culture'],
    content: `Chemical transfection remains the workhorse for getting DNA, RNA and ribonucleoproteins into cultured mammalian cells. Most reagents fall into two families — **cationic lipids** and **cationic polymers** — and the right choice depends on the cargo, the cell type and the scale of the experiment.

## How they work

**Cationic lipids** combine a positively charged head group with a hydrophobic tail. Mixed with nucleic acids, they form *lipoplexes*: lipid particles that bind the negatively charged cell membrane, enter by endocytosis and fuse with or destabilise the endosomal membrane to release their cargo.

**Cationic polymers** such as polyethylenimine (PEI) condense DNA into compact *polyplexes*. Their many protonatable amines buffer the endosome as it acidifies — the so-called proton-sponge effect — causing osmotic swelling and release into the cytoplasm.

## Side-by-side

| Property | Lipid (e.g. BioArkLipo) | Advanced polymer (e.g. BAJet) | Linear PEI (e.g. BAPoly) |
|---|---|---|---|
| Cargo | DNA, siRNA, mRNA, Cas9 RNP | DNA, siRNA | DNA |
| Efficiency in adherent lines | Very high | High | Moderate–high |
| DNA required | Standard | Low | Standard–high |
| Sensitive / primary cells | Good | Very good | Limited |
| Cost at litre scale | High | Medium | Very low |
| Typical use | Editing, reporter assays, RNAi | Hard-to-transfect lines, co-transfection | Virus packaging, protein production |

## Choosing in practice

- **Cas9 RNP or mRNA?** Use a lipid. Polymers are optimised for DNA and deliver proteins and mRNA poorly.
- **Sensitive cells** (neuronal lines, hepatocytes, primary keratinocytes)? A polymer that works at low DNA doses reduces toxicity and innate immune activation.
- **Lentivirus, AAV or recombinant protein production** at 15 cm dish or bioreactor scale? Linear PEI gives the best cost per microgram of DNA with very good titres in HEK293T.
- **Co-transfecting several plasmids?** Polyplexes tend to package plasmids together, which improves the fraction of cells that receive all of them.

## Optimisation checklist

1. **Cell health and density.** Transfect actively dividing cells at 70–90% confluence. Over-confluent cultures transfect poorly; sparse cultures suffer more toxicity.
2. **DNA quality.** Use supercoiled, low-endotoxin plasmid with an A260/280 of 1.8–2.0. Endotoxin reduces efficiency and viability, particularly in primary cells.
3. **Ratio titration.** Test three reagent-to-DNA ratios (for example 1:1, 2:1 and 3:1, μL:μg) at two DNA amounts in a 24-well plate. This six-well matrix usually reveals the optimum in a single experiment.
4. **Complex formation.** Dilute DNA and reagent in serum-free medium, combine, and incubate for 10–20 minutes. Longer incubations create larger aggregates that transfect less efficiently.
5. **Read-out timing.** Check reporter expression at 24 and 48 hours; for knock-down, measure mRNA at 48 hours and protein at 72 hours.

## Troubleshooting at a glance

- *Low efficiency, good viability:* increase reagent and DNA together, or switch to a lipid.
- *High toxicity:* reduce the reagent amount, change medium after 6 hours, or switch to a low-dose polymer.
- *Good efficiency in HEK293T but not in your line:* the limiting step is often uptake or endosomal escape — try the other chemistry before fine-tuning further.

## Bottom line

Start with a lipid for editing and RNA work, a low-dose polymer for sensitive or difficult cells, and PEI for anything that needs milligrams of DNA. A small ratio matrix on day one saves weeks of inconsistent results later.`,
  },
  {
    id: 3,
    slug: 'sybr-green-qpcr-optimization-and-rox',
    title: 'Optimising SYBR Green qPCR: Primer Design, Melt Curves and When You Need ROX',
    excerpt:
      'Efficiency between 90 and 110%, a single melt peak and the right passive reference dye for your instrument — the essentials of reliable SYBR Green assays.',
    author: AUTHORS.quality,
    date: '2025-04-08T09:00:00.000Z',
    category: 'Protocols',
    coverImage: cover('sybr-green-qpcr-optimization-and-rox'),
    readTime: 5,
    views: 4012,
    tags: ['qPCR', 'SYBR Green', 'ROX', 'Gene expression'],
    content: `SYBR Green chemistry is attractive because it needs no probe: the dye fluoresces when bound to double-stranded DNA, so any primer pair becomes a quantitative assay. The flip side is that the dye also reports primer-dimers and off-target products. Good SYBR Green data therefore start with good primers and end with a melt curve.

## Primer design rules

- **Amplicon length** 70–200 bp: short amplicons amplify efficiently and tolerate partially degraded RNA.
- **Primer Tm** 58–62°C, within 1°C of each other; **GC content** 40–60%.
- Avoid runs of more than three G or C bases at the 3′ end, and check self-complementarity.
- For gene expression, **span an exon–exon junction** so genomic DNA contamination does not amplify.
- Check specificity against the transcriptome with Primer-BLAST: https://www.ncbi.nlm.nih.gov/tools/primer-blast/

## Validate efficiency with a standard curve

Run a five-point, ten-fold dilution series of cDNA or a plasmid standard in triplicate. Plot Ct against log(input) and calculate efficiency from the slope:

**Efficiency = 10^(−1/slope) − 1**

A slope of −3.32 corresponds to 100% efficiency. Accept assays between **90% and 110%** (slopes of −3.6 to −3.1) with R² above 0.98. Only then is the ΔΔCt method valid without efficiency correction. The MIQE guidelines summarise what to report: https://doi.org/10.1373/clinchem.2008.112797

## Read the melt curve every time

After cycling, the instrument slowly heats the product and records the drop in fluorescence as strands separate. Plot the negative derivative and look for:

- **One sharp peak** — a single specific product.
- **A second, lower-temperature peak** — primer-dimers, usually visible in the no-template control too. Lower the primer concentration (try 200 nM instead of 400 nM) or redesign.
- **Broad or shouldered peaks** — non-specific amplification or a GC-rich amplicon with domains that melt separately. Confirm on a 2% agarose gel.

## What ROX does — and when you need it

ROX is a **passive reference dye**: it does not take part in the reaction, but its constant fluorescence lets the instrument normalise for well-to-well differences in volume, optical path and bubbles. Some instruments require it, some accept a low concentration, and some do not use it at all.

| ROX setting | Typical instruments |
|---|---|
| None ROX | Bio-Rad CFX series, Roche LightCycler 480, Qiagen Rotor-Gene |
| Low ROX | Applied Biosystems 7500 and 7500 Fast, ViiA 7, QuantStudio series |
| High ROX | Applied Biosystems StepOnePlus, 7300, 7900HT |

Using the wrong setting does not ruin the chemistry, but it degrades precision: too much ROX on a low-ROX instrument compresses the normalised signal, while no ROX on a high-ROX instrument leaves optical artefacts uncorrected. Always enable or disable the passive reference in the run software to match the mix.

## Plate set-up checklist

1. Include **no-template controls** for each primer pair and **no-RT controls** for each RNA sample.
2. Run **technical triplicates**; a Ct standard deviation above 0.3 points to pipetting or mixing problems.
3. Use at least **two validated reference genes** whose expression does not change under your conditions.
4. Prepare a **master mix** containing SYBR mix and primers, then add template last to minimise variability.
5. Seal plates firmly and spin briefly to remove bubbles.

## Standard or fast cycling?

Modern fast master mixes complete 40 cycles in under 40 minutes with 1–3 second denaturation steps. For most amplicons under 150 bp the results are equivalent to standard cycling. Longer amplicons or difficult templates may benefit from a standard protocol with a separate extension step.

Both the **SYBR Green qPCR Mix (BSY3320)** and the **Fast SYBR Green qPCR Mix (BSY3323)** are available in None, Low and High ROX versions so you can match your instrument exactly.`,
  },
  {
    id: 4,
    slug: 'validating-crispr-knock-outs',
    title: 'Validating a CRISPR Knock-Out: From Indel Detection to Protein Loss',
    excerpt:
      'A frameshift on a sequencing trace is not yet a knock-out. A stepwise strategy to confirm editing at the DNA level and loss of function at the protein level.',
    author: AUTHORS.editing,
    date: '2025-05-13T09:00:00.000Z',
    category: 'Gene Editing',
    coverImage: cover('validating-crispr-knock-outs'),
    readTime: 5,
    views: 5236,
    tags: ['CRISPR', 'Knock-out', 'Validation', 'Western blot', 'Sanger sequencing'],
    content: `Cas9 makes a double-strand break; the cell repairs it, usually by non-homologous end joining, leaving small insertions or deletions (indels). If the indel shifts the reading frame early in the coding sequence, the transcript is degraded by nonsense-mediated decay or produces a truncated, non-functional protein. That is the theory. Validation is how you make sure it happened in *your* cells.

## Step 1 — Measure editing in the pool

Before isolating clones, confirm that the guide cuts efficiently:

1. Extract genomic DNA 3–5 days after delivery.
2. PCR-amplify a 400–800 bp region with the cut site off-centre.
3. Sanger-sequence the amplicon from edited and control cells.
4. Deconvolute the mixed trace with a tool such as ICE (https://ice.synthego.com/) or TIDE to estimate indel frequency and the distribution of indel sizes.

Pools with more than 50% indels make clone isolation efficient. Below 20%, consider a different guide or a better delivery method.

## Step 2 — Genotype every allele in clones

Clonal lines must be characterised allele by allele:

- Many commonly used lines are **not diploid**. HEK293T is hypotriploid and HeLa is hypertriploid, so a clone can carry three or more different alleles at the target.
- Sanger traces of clones with two different indels look "mixed"; deconvolute them or, better, sequence the amplicon by NGS.
- A clone is a knock-out only if **every allele carries a frameshift** (or a large deletion). An in-frame 3 bp or 6 bp deletion may leave a functional protein.

| Genotype | Interpretation |
|---|---|
| All alleles frameshift (e.g. −1/+1/−7) | Likely knock-out — confirm protein |
| One allele in-frame (e.g. −1/−3) | Not a reliable knock-out |
| One allele wild type | Heterozygous — discard |
| Large deletion, amplicon missing | Check with outer primers; may be a knock-out or a PCR dropout |

## Step 3 — Confirm loss of protein

DNA-level validation is necessary but not sufficient. Frameshifted transcripts can escape nonsense-mediated decay, and cells sometimes **skip the edited exon** or **re-initiate translation** at a downstream methionine, producing an N-terminally truncated protein that retains activity.

- Perform a **Western blot** with an antibody whose epitope lies *downstream* of the cut site, ideally in the C-terminal half.
- Include the parental line and, if available, a positive control lysate.
- Do not rely on RT-qPCR alone: mRNA levels can drop, stay the same or even rise in a true knock-out.

## Step 4 — Control for off-target effects

- Sequence the **top predicted off-target sites** (typically three to five sites with up to three mismatches) in your final clones. Guide design tools such as CRISPOR report these sites: https://crispor.gi.ucsf.edu/
- Use **two independent guides** or two independent clones for key experiments. A phenotype seen with both is unlikely to be an off-target artefact.
- Where possible, perform a **rescue** by re-expressing a guide-resistant cDNA and showing that the phenotype reverts.

## Step 5 — Document and bank

Record the exact genotype of each allele, the Western blot, the off-target results and the passage number. Freeze several vials early: clonal lines drift, and a well-documented early bank saves you from repeating the whole process.

## Summary

A rigorous knock-out validation combines three lines of evidence: frameshifts on every allele, absence of protein with a downstream antibody, and a phenotype reproduced with an independent guide or rescued by re-expression. Our knock-out kits include three guides per gene and their measured indel efficiencies, so you start with two or more independent options from day one.`,
  },
  {
    id: 5,
    slug: 'aavs1-safe-harbor-knock-in',
    title: 'Safe-Harbor Knock-In at AAVS1: Design Rules for Predictable Transgene Expression',
    excerpt:
      'Why integrate into AAVS1 or ROSA26 instead of relying on random integration — and how to design donors, guides and screening for a clean single-copy insertion.',
    author: AUTHORS.editing,
    date: '2025-06-10T09:00:00.000Z',
    category: 'Gene Editing',
    coverImage: cover('aavs1-safe-harbor-knock-in'),
    readTime: 5,
    views: 2968,
    tags: ['AAVS1', 'Safe harbor', 'Knock-in', 'HDR', 'Stable expression'],
    content: `Random integration — by plasmid transfection or lentiviral transduction — is quick, but every cell ends up with a different number of copies at different positions in the genome. Expression varies from cell to cell and can fade over time as integrated transgenes are silenced. **Genomic safe harbors** solve this by placing a single copy of the transgene at a defined locus that supports stable expression without disrupting essential genes.

## The usual safe harbors

| Locus | Species | Location | Notes |
|---|---|---|---|
| AAVS1 | Human | Intron 1 of *PPP1R12C*, chromosome 19 | Most widely used; open chromatin in most cell types |
| ROSA26 | Mouse (human homologue available) | *Gt(ROSA)26Sor* | Standard for mouse cells and transgenic models |
| H11 (Hipp11) | Human and mouse | Intergenic region, chromosome 22 / 11 | Intergenic, used when AAVS1 is occupied |
| CCR5 | Human | *CCR5* coding region | Disrupts the HIV co-receptor; used in specific applications |

## Donor design

A typical AAVS1 donor contains:

- **Homology arms** of 500–1,000 bp on each side of the cut site. Longer arms increase HDR efficiency only marginally beyond 800 bp.
- A **promoter–transgene–polyA cassette**. EF1α and CAG promoters resist silencing better than CMV, particularly in stem cells and during differentiation.
- A **selection strategy**. The elegant option is a *promoter trap*: a splice acceptor followed by a 2A peptide and a puromycin resistance gene, placed in frame with exon 1 of *PPP1R12C*. Puromycin resistance is then expressed only when the donor integrates correctly into the actively transcribed locus, which strongly enriches for on-target events.
- Optional **insulators** or a second selection marker for double-targeted, homozygous lines.

## Guides and delivery

Use a well-characterised AAVS1 guide whose cut site lies between the homology arms, and deliver Cas9 and guide together with the donor — as plasmids, or as Cas9 RNP with a plasmid donor for lower off-target activity. In HEK293T, lipid-based reagents give high co-delivery; for stem cells, electroporation is usually more efficient.

## Screening clones

1. **Selection.** Apply puromycin 48–72 hours after transfection at the concentration determined by a kill curve.
2. **Junction PCR.** Use one primer outside each homology arm and one inside the cassette. Both the 5′ and 3′ junctions must be present.
3. **Zygosity PCR.** A primer pair spanning the integration site amplifies only unmodified alleles; its absence indicates a homozygous insertion.
4. **Copy number.** Check for additional random integrations with a qPCR or ddPCR assay against the transgene or backbone, because plasmid donors occasionally integrate elsewhere as well.
5. **Expression.** Confirm by Western blot, flow cytometry or imaging, and follow expression over at least 20 passages.

## Common pitfalls

- **Backbone integration**: linearising the donor or using a minicircle reduces random integration of the plasmid backbone.
- **Silencing**: CMV-driven cassettes can be silenced even at AAVS1; prefer EF1α or CAG.
- **Neighbouring gene effects**: although AAVS1 disruption appears benign in most studies, include the parental line and an empty-cassette integrated control to separate transgene effects from locus effects.

## When to use a safe harbor

Safe-harbor integration is worth the extra step whenever you need **comparable expression across lines** — rescue experiments, allelic series of mutants, reporter lines for screening, or inducible systems where leakiness must be minimal. For quick, high-level overexpression in a single experiment, a lentiviral pool remains the faster choice.

Our **Overexpression Targeted Knock-In** service delivers AAVS1 or ROSA26 donors with validated Cas9/sgRNA plasmids in 2–3 weeks, and can extend to integrated cell pools.`,
  },
  {
    id: 6,
    slug: 'lentivirus-titer-and-moi',
    title: 'Lentiviral Titer and MOI: Getting the Numbers Right',
    excerpt:
      'Physical vs. functional titer, how to calculate TU/ml from a flow cytometry titration, and how the Poisson distribution tells you which MOI to use.',
    author: AUTHORS.apps,
    date: '2025-07-09T09:00:00.000Z',
    category: 'Protocols',
    coverImage: cover('lentivirus-titer-and-moi'),
    readTime: 5,
    views: 3781,
    tags: ['Lentivirus', 'Titer', 'MOI', 'Transduction'],
    content: `"How much virus should I add?" is the most common question we hear about lentiviral work. The answer depends on two numbers: the **titer** of the virus and the **multiplicity of infection (MOI)** you need. Getting both right is the difference between a clean single-copy pool and a population of cells overloaded with integrations.

## Physical vs. functional titer

- **Physical titer** counts particles or genomes — by p24 ELISA or RT-qPCR of viral RNA. It includes defective and non-infectious particles and typically overestimates the infectious dose 10- to 1,000-fold.
- **Functional titer**, in transducing units per millilitre (**TU/ml**), counts particles that actually deliver and express their cargo in cells. It is the number to use for MOI calculations.

Functional titer depends on the cell line used to measure it. HEK293T is the usual standard; primary cells often transduce several-fold less efficiently, so an "MOI of 5" on HEK293T may behave like an MOI of 1 in T cells.

## Measuring functional titer by flow cytometry

1. Seed 1 × 10⁵ HEK293T cells per well in a 24-well plate.
2. Next day, count one well to know the exact cell number at transduction.
3. Add serial dilutions of virus (for example 10, 1, 0.1 and 0.01 μl) with 8 μg/ml polybrene.
4. After 72 hours, measure the percentage of reporter-positive cells.
5. Use only dilutions with **1–20% positive cells**, where most positive cells carry a single integration.

**TU/ml = (cells at transduction × fraction positive) / volume of virus in ml**

Example: 1.2 × 10⁵ cells, 12% positive with 0.1 μl virus → (1.2 × 10⁵ × 0.12) / 0.0001 ml = **1.4 × 10⁸ TU/ml**.

For vectors without a reporter, measure integrated provirus by qPCR on genomic DNA or titrate by antibiotic selection. A general introduction to lentiviral vectors is available from Addgene: https://www.addgene.org/guides/lentivirus/

## MOI and the Poisson distribution

MOI is the ratio of transducing units to cells. Because particles land on cells randomly, the number of integrations per cell follows a Poisson distribution. The fraction of transduced cells is 1 − e^(−MOI):

| MOI | Cells transduced | Transduced cells with a single integration |
|---|---|---|
| 0.3 | 26% | 86% |
| 0.5 | 39% | 77% |
| 1 | 63% | 58% |
| 2 | 86% | 31% |
| 3 | 95% | 16% |
| 5 | 99% | 3% |

## Which MOI should you use?

- **Pooled CRISPR or shRNA screens:** MOI 0.3–0.5, so each cell carries one guide. Select with antibiotic afterwards.
- **Stable overexpression pools:** MOI 1–3, followed by selection, gives robust expression with moderate copy numbers.
- **Maximum knock-down or transient reporter experiments:** MOI 5–10 in hard-to-transduce cells.

## Calculating the volume

**Volume of virus (ml) = (MOI × number of cells) / titer (TU/ml)**

Example: MOI 2 on 2 × 10⁵ cells with a 1 × 10⁸ TU/ml stock → (2 × 2 × 10⁵) / 10⁸ = 0.004 ml = **4 μl**.

## Tips for consistent results

- Thaw virus on ice, mix gently, and aliquot: each freeze–thaw cycle can lose 10–20% of functional titer.
- Polybrene (4–8 μg/ml) improves transduction of many lines but is toxic to some primary cells; test it first.
- Spinoculation (centrifugation at 800–1,000 × g for 30–90 minutes) increases transduction of suspension cells.
- Always include an untransduced control for flow gating and selection.

Our lentivirus packaging service reports a functional titer for every batch in three grades — mini (over 10^7 TU/ml), midi (over 10^8) and maxi (over 10^9) — so the calculation above works from the first experiment.`,
  },
  {
    id: 7,
    slug: 'puromycin-kill-curve-for-stable-cell-lines',
    title: 'Building Stable Cell Lines: Running a Puromycin Kill Curve',
    excerpt:
      'The minimum antibiotic concentration that kills all untransduced cells is cell-line specific. A 96-well kill curve protocol and how to read it.',
    author: AUTHORS.quality,
    date: '2025-08-05T09:00:00.000Z',
    category: 'Protocols',
    coverImage: cover('puromycin-kill-curve-for-stable-cell-lines'),
    readTime: 4,
    views: 2655,
    tags: ['Stable cell line', 'Puromycin', 'Kill curve', 'Selection'],
    content: `Every stable cell line begins with selection, and every selection begins with a question: how much antibiotic? Too little and untransduced cells survive, diluting your pool. Too much and even resistant cells struggle, selecting for clones with unusually high transgene copy numbers. A **kill curve** answers the question for your specific cells and culture conditions.

## Why not use the literature value?

Sensitivity to puromycin varies more than ten-fold between cell lines and also changes with serum lot, cell density and passage number. A value that worked for HEK293T in another lab might be twice too high for your HeLa cells. A kill curve takes one week and removes the guesswork.

## Typical working ranges

| Antibiotic | Typical range | Time to complete killing |
|---|---|---|
| Puromycin | 0.5–10 μg/ml | 2–4 days |
| Blasticidin S | 2–15 μg/ml | 5–10 days |
| G418 (neomycin) | 100–1,000 μg/ml | 7–14 days |
| Hygromycin B | 50–500 μg/ml | 7–10 days |

Puromycin is the fastest of the common selection agents, which is why it dominates lentiviral and CRISPR workflows.

## Protocol: 96-well kill curve

1. **Seed cells** at the density you will use for selection — typically 20–30% confluence — in a 96-well plate, 100 μl per well. Include enough wells for triplicates.
2. **Next day, add puromycin** at 0, 0.25, 0.5, 1, 2, 3, 5 and 10 μg/ml (one concentration per column, triplicates).
3. **Replace medium with fresh antibiotic** every 2–3 days.
4. **Assess viability daily** by microscopy and, on day 4 and day 7, with a viability assay (for example resazurin or ATP luminescence).
5. **Choose the lowest concentration** that kills 100% of cells within 3–4 days for puromycin (7–10 days for blasticidin or G418).

## Reading the plate

- The no-antibiotic wells should be confluent by the end; if they are not, the cells were seeded too sparsely or are unhealthy.
- Look for the **first column with no surviving cells** at the planned time point. If two adjacent concentrations both kill completely, choose the lower one.
- Surviving isolated cells at high concentrations usually indicate clumping at seeding; resuspend cells thoroughly next time.

## From kill curve to stable pool

1. Transduce or transfect cells; include an untransduced control plate.
2. Start selection **48–72 hours** later, once the resistance gene is expressed.
3. Continue until the **control plate is completely dead**; this is your proof that selection is working.
4. Expand the surviving pool, freeze an early bank, then validate expression.

For single-cell clones, dilute the selected pool to 0.5 cells per well in 96-well plates, or sort single cells by FACS, and keep a low maintenance dose of antibiotic (often half the selection dose) during expansion.

## Common mistakes

- Performing the kill curve on cells at a different density from the actual selection.
- Forgetting that **conditioned medium** from dying cells can protect survivors — refresh the medium regularly.
- Using antibiotic stocks that have gone through many freeze–thaw cycles; aliquot puromycin and store at -20°C.

A good kill curve takes a week and saves months: it is the first step of every project in our stable cell line generation service.`,
  },
  {
    id: 8,
    slug: 'shrna-vs-crispri-knock-down',
    title: 'shRNA or CRISPRi? Choosing a Knock-Down Strategy',
    excerpt:
      'RNA interference silences transcripts in the cytoplasm, CRISPR interference silences promoters in the nucleus. Strengths, limitations and how to choose.',
    author: AUTHORS.editing,
    date: '2025-09-02T09:00:00.000Z',
    category: 'Gene Editing',
    coverImage: cover('shrna-vs-crispri-knock-down'),
    readTime: 4,
    views: 1893,
    tags: ['CRISPRi', 'shRNA', 'RNAi', 'Knock-down'],
    content: `When a complete knock-out is not what you need — because the gene is essential, because you want to titrate its level, or because you want the option to switch it back on — you need a knock-down. Two technologies dominate: **RNA interference with short hairpin RNAs (shRNA)** and **CRISPR interference (CRISPRi)**.

## How they work

**shRNA** is transcribed from a U6 or H1 promoter, processed by Dicer into a small interfering RNA and loaded into the RNA-induced silencing complex, which cleaves complementary mRNA in the cytoplasm.

**CRISPRi** uses a catalytically dead Cas9 (dCas9) fused to a transcriptional repressor domain such as KRAB. Guided to the region just downstream of the transcription start site, it blocks transcription and recruits repressive chromatin marks. The DNA is not cut.

## Comparison

| | shRNA | CRISPRi (dCas9-KRAB) |
|---|---|---|
| Acts on | Mature mRNA (cytoplasm) | Promoter / TSS (nucleus) |
| Typical knock-down | 70–90% | 80–99% |
| Off-target mechanism | Seed-mediated, microRNA-like | Rare; possible effects on nearby promoters |
| Nuclear lncRNAs | Poorly targeted | Well targeted |
| Isoform-specific silencing | Possible via unique exons | Only if isoforms use different promoters |
| Construct size | Small — fits any vector | dCas9 is large (about 4.2 kb) |
| Reversibility | Yes, with inducible promoters | Yes, with inducible dCas9 or guides |
| Cell engineering needed | None | Stable dCas9-KRAB expression recommended |

## When to choose shRNA

- You need a **single, compact vector** — for example in primary cells or in vivo, where delivering a large dCas9 cassette is impractical.
- You want to **target specific transcript isoforms** that share a promoter.
- Your lab already has validated shRNAs against the gene.

Mitigate seed-mediated off-targets by using **at least two independent shRNAs** and a **scrambled control**, and confirm the phenotype with a rescue construct carrying silent mutations in the target site.

## When to choose CRISPRi

- You study **non-coding RNAs**, especially nuclear lncRNAs.
- You need **strong and homogeneous** knock-down, for example in pooled screens.
- You already work in a **dCas9-KRAB expressing line**, so only a small guide vector is needed.

Be aware that CRISPRi silences promoters, not transcripts. If your gene shares a bidirectional promoter with a neighbour, both may be repressed. Check the genomic context before interpreting phenotypes.

## Validating a knock-down

1. Measure target mRNA by RT-qPCR at 48–72 hours, normalised to two reference genes (ΔΔCt).
2. Confirm at the protein level by Western blot — proteins with long half-lives may need 5–7 days to decline.
3. Test two independent constructs and compare with a non-targeting or scrambled control.
4. For CRISPRi, confirm that neighbouring genes are unaffected if they lie within about 1 kb of the targeted promoter.

## Our approach

For most protein-coding genes in cultured cell lines, we recommend CRISPRi in a dCas9-KRAB background for the cleanest, strongest knock-down; shRNA remains the practical choice for compact vectors and isoform-specific work. Our RNA knockdown plasmid kit (CRT-P051k) guarantees over 70% knockdown, with a full refund if the target is not reached.`,
  },
  {
    id: 9,
    slug: 'prestained-protein-markers-for-western-transfer',
    title: 'Using Prestained Protein Markers to Monitor Western Blot Transfer',
    excerpt:
      'Prestained ladders show you separation in real time and reveal transfer problems before you spend antibody. What they can and cannot tell you.',
    author: AUTHORS.quality,
    date: '2025-09-30T09:00:00.000Z',
    category: 'Lab Tips',
    coverImage: cover('prestained-protein-markers-for-western-transfer'),
    readTime: 4,
    views: 1572,
    tags: ['Western blot', 'Protein marker', 'SDS-PAGE', 'Transfer'],
    content: `A Western blot has many steps where things can go wrong, and the transfer from gel to membrane is one of the least visible. A prestained protein marker turns it into something you can see — if you know how to read it.

## What a prestained marker shows you

- **During electrophoresis:** when to stop the run. Stop when the band nearest your protein of interest has reached the middle third of the gel, where resolution is best.
- **After transfer:** whether proteins left the gel and arrived on the membrane, across the whole size range.
- **On the final image:** the orientation of the membrane and approximate sizes, if the ladder is visible in the same image.

Multi-coloured ladders, with for example an orange band at 70 kDa and a green band at 25 kDa, make orientation unambiguous even after you have cut the membrane into strips to probe several antibodies.

## Reading transfer quality from the ladder

| What you see | Likely cause | Fix |
|---|---|---|
| High-MW bands faint on membrane, still visible in gel | Incomplete transfer of large proteins | Longer transfer, lower methanol (10%), add 0.01–0.05% SDS to transfer buffer |
| Low-MW bands missing from membrane | Blow-through | Use 0.2 μm membrane, shorten transfer, increase methanol to 20% |
| Distorted or smeared bands | Air bubbles or uneven contact | Roll out bubbles, pre-wet all layers, check sponge thickness |
| Uneven bands across the blot | Overheating in wet transfer | Run in the cold room or with an ice pack; use fresh buffer |

Staining the membrane with Ponceau S after transfer complements the marker: it shows your samples, not only the ladder, and is reversible with water or TBS-T.

## What prestained markers cannot tell you

Coupling dyes to proteins changes their charge and mass, so **prestained bands migrate slightly differently from unstained proteins** — sometimes by 5–10%, and differently in Tris-glycine, Bis-Tris and Tris-acetate gel systems. Use the calibration table supplied with the marker for your gel system, and treat prestained sizes as approximate.

For accurate molecular weight determination:

- Run an **unstained standard** in a parallel lane and stain the gel or membrane; or
- Use a **Western marker with IgG-binding sites**, which is detected by your secondary antibody and appears on the same exposure as your target.

## Combining two markers

A practical set-up for routine blots:

1. Load a **prestained marker** (for example Prestained Protein Marker IV, 3–5 μl) in lane 1 to monitor the run and the transfer.
2. Load a **Western marker** (for example Western Protein Marker I, 5 μl) in the last lane, so that sizes appear directly on the chemiluminescent or fluorescent image.
3. Image the membrane in white light for the prestained marker and overlay it with the chemiluminescent exposure if your imager supports it.

## Small habits that help

- Do not boil prestained markers; heat can aggregate the dye-coupled proteins.
- Load similar sample volumes in all lanes and fill empty lanes with loading buffer, so that bands run straight.
- Keep the marker at -20°C and avoid leaving it at room temperature for long periods; repeated warming can fade colours.
- Write the marker lot on your blot notes — band positions can shift slightly between lots of any supplier.

Well-chosen markers cost little and save expensive antibodies: a quick look at the membrane after transfer tells you whether it is worth continuing.`,
  },
  {
    id: 10,
    slug: 'plasmid-quality-for-transfection',
    title: 'Plasmid Quality for Transfection: A260/280, Supercoiling and Endotoxin',
    excerpt:
      'Plasmid preparations that look fine on the spectrophotometer can still transfect poorly. What to check before an important transfection or virus production.',
    author: AUTHORS.ceo,
    date: '2025-10-14T09:00:00.000Z',
    category: 'Lab Tips',
    coverImage: cover('plasmid-quality-for-transfection'),
    readTime: 4,
    views: 964,
    tags: ['Plasmid', 'Endotoxin', 'Transfection', 'DNA quality'],
    content: `When a transfection fails, the reagent is often blamed first. In our experience, the plasmid is the more frequent culprit. A few simple checks before an important experiment — especially lentivirus packaging or work with primary cells — prevent most failures.

## 1. Purity by absorbance

- **A260/280** of 1.8–2.0 indicates DNA largely free of protein. Values above 2.0 often mean RNA contamination, which also inflates the apparent DNA concentration.
- **A260/230** above 2.0 indicates low carry-over of guanidine salts, phenol and carbohydrates. Low values are common after rushed column preps and can inhibit transfection.

If absorbance ratios are borderline, a fluorometric DNA assay gives a more accurate concentration than UV absorbance, because it is not affected by RNA or free nucleotides.

## 2. Topology on a gel

Run 100–200 ng of uncut plasmid on a 0.8% agarose gel next to a DNA ladder. A good preparation is mostly **supercoiled**, running faster than its linear size, with a minor open-circular band. Large amounts of open-circular or linear DNA indicate nicking — from harsh lysis, vortexing or nuclease activity — and reduce transfection efficiency, particularly for polymer reagents.

Also check for a smear below the plasmid bands, which indicates genomic DNA or RNA contamination.

## 3. Identity by digestion or sequencing

A diagnostic restriction digest with two enzymes confirms that the plasmid is the expected size and has not recombined — a real risk for lentiviral plasmids, whose long terminal repeats can recombine in standard *E. coli* strains. Grow lentiviral and repeat-containing plasmids in recombination-deficient strains at 30°C, and confirm critical regions by sequencing.

## 4. Endotoxin

Endotoxins (lipopolysaccharides from the outer membrane of *E. coli*) co-purify with plasmid DNA in standard preps. They activate innate immune signalling, reduce transfection efficiency and viability, and can confound immunological experiments entirely.

| Application | Endotoxin target |
|---|---|
| Routine transfection of robust lines (HEK293T, HeLa) | Standard prep acceptable |
| Primary cells, stem cells, immune cells | < 0.1 EU/μg |
| Lentivirus and AAV production | < 0.1 EU/μg recommended |
| In vivo experiments | < 0.1 EU/μg, ideally lower |

Endotoxin-free kits include an extra wash or a detergent-based removal step. Use endotoxin-free water and tubes afterwards, since contamination can be reintroduced at the last step.

## 5. Concentration and buffer

Elute in TE or endotoxin-free water at a concentration of at least 0.5–1 μg/μl, so that the DNA volume stays small relative to the transfection mix. EDTA in TE is harmless at transfection scale. Avoid repeated freeze–thaw cycles of large working stocks; aliquot instead.

## A quick pre-transfection checklist

1. A260/280 between 1.8 and 2.0 and A260/230 above 2.0.
2. Mostly supercoiled on a gel, no smear.
3. Correct restriction pattern or sequence.
4. Endotoxin-free for sensitive cells, virus production and in vivo work.
5. Accurate concentration, normalised across plasmids for co-transfection.

Our custom cloning service delivers plasmids at scales from 2 µg to 1 mg, with endotoxin-free preparation (< 0.1 EU/µg) and DNA normalization available as add-ons. For more on plasmid handling, the Addgene protocols collection is a useful free resource: https://www.addgene.org/protocols/`,
  },
];
