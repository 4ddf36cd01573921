// Catalogue administration rules: the service dialogs (docs/requirements.md §2, §5).
import { normalizeServiceLink } from '@/lib/domain/slug';
import { formatLinkLines, formatProcessLines, parseCaseStudyLines, parseLinkLines, parseProcessLines, splitLines } from '@/lib/domain/structured-text';
import type { ServiceValues } from '@/lib/domain/catalog-admin/services';
import { NAME_REQUIRED } from '@/lib/domain/catalog-admin/texts';


/** Icons offered for services (lucide names; the built-ins use the first five). */
export const SERVICE_ICONS = ['Dna', 'Scissors', 'FlaskConical', 'Syringe', 'Microscope', 'TestTube', 'Beaker', 'Atom', 'Pill', 'Sparkles'] as const;

export interface ServiceFormText {
  name: string;
  description: string;
  icon: string;
  link: string;
  imageUrl: string;
}

export interface ServiceDetailsText {
  longDescription: string;
  markdown: string;
  /** One per line. */
  keyBenefits: string;
  /** 'Step :: Description' lines. */
  processOverview: string;
  /** 'Name -> link' lines. */
  relatedProducts: string;
  /** 'Title -> link' lines. */
  caseStudies: string;
  /** Service media: one image path per line. */
  images: string;
}

export function serviceToFormText(v: ServiceValues): ServiceFormText {
  return { name: v.name, description: v.description, icon: v.icon, link: v.link, imageUrl: v.imageUrl };
}

/** docs/requirements.md §5 Service Add / Edit Service: a non-empty name; the link is normalised to /services/{slug}. */
export function parseServiceForm(form: ServiceFormText): { values: Pick<ServiceValues, 'name' | 'description' | 'icon' | 'link' | 'imageUrl'>; errors: Partial<Record<keyof ServiceFormText, string>> } {
  const errors: Partial<Record<keyof ServiceFormText, string>> = {};
  const name = form.name.trim();
  if (!name) errors.name = NAME_REQUIRED;
  const imageUrl = form.imageUrl.trim();
  if (imageUrl && !/^\/(?!\/)/.test(imageUrl) && !/^https?:\/\/\S+$/i.test(imageUrl)) errors.imageUrl = 'Use a site path (/…) or an http(s) URL';
  return {
    errors,
    values: { name, description: form.description.trim(), icon: form.icon || 'FlaskConical', link: form.link.trim() ? normalizeServiceLink(form.link) : '', imageUrl },
  };
}

export function serviceDetailsToText(v: ServiceValues): ServiceDetailsText {
  return {
    longDescription: v.longDescription,
    markdown: v.markdown ?? '',
    keyBenefits: v.keyBenefits.join('\n'),
    processOverview: formatProcessLines(v.processOverview),
    relatedProducts: formatLinkLines(v.relatedProducts),
    caseStudies: formatLinkLines(v.caseStudies),
    images: v.images.join('\n'),
  };
}

/** docs/requirements.md §5 structured text: 'Step :: Description' and 'Name -> link' lines; lines without the separator are dropped. */
export function parseServiceDetailsText(t: ServiceDetailsText): Pick<ServiceValues, 'longDescription' | 'markdown' | 'keyBenefits' | 'processOverview' | 'relatedProducts' | 'caseStudies' | 'images'> {
  return {
    longDescription: t.longDescription.trim(),
    markdown: t.markdown.trim() ? t.markdown : null,
    keyBenefits: splitLines(t.keyBenefits),
    processOverview: parseProcessLines(t.processOverview),
    relatedProducts: parseLinkLines(t.relatedProducts),
    caseStudies: parseCaseStudyLines(t.caseStudies),
    images: splitLines(t.images),
  };
}

/** How many lines of a structured field were dropped for lacking their separator (shown as a hint). */
export function droppedLineCount(text: string, kept: number): number {
  return Math.max(0, splitLines(text).length - kept);
}
