import { Atom, Beaker, Dna, FlaskConical, Microscope, Pill, Scissors, Sparkles, Syringe, TestTube, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { Atom, Beaker, Dna, FlaskConical, Microscope, Pill, Scissors, Sparkles, Syringe, TestTube };

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? FlaskConical;
  return <Icon className={className} aria-hidden="true" />;
}
