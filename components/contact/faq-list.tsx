'use client';
// SPEC §2 Contact: four FAQ entries, as an accordion (keyboard-usable, one or more open).
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqEntry } from '@/content/types';

export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion type="multiple" defaultValue={['faq-0']} className="rounded-lg border bg-card px-5">
      {entries.map((e, i) => (
        <AccordionItem key={e.question} value={`faq-${i}`}>
          <AccordionTrigger className="text-base">{e.question}</AccordionTrigger>
          <AccordionContent className="leading-relaxed text-muted-foreground">{e.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
