// A service's icon by lucide name (SPEC §3 Service.icon). A fixed map keeps the bundle small; unknown names
// fall back to a flask.
import { createElement } from 'react';
import {
  ActivityIcon,
  AtomIcon,
  BeakerIcon,
  DnaIcon,
  FlaskConicalIcon,
  FlaskRoundIcon,
  MicroscopeIcon,
  PackageIcon,
  PipetteIcon,
  ScissorsIcon,
  ShieldCheckIcon,
  SparklesIcon,
  SyringeIcon,
  TestTubeIcon,
  TestTubesIcon,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<string, LucideIcon> = {
  activity: ActivityIcon,
  atom: AtomIcon,
  beaker: BeakerIcon,
  dna: DnaIcon,
  flaskconical: FlaskConicalIcon,
  flaskround: FlaskRoundIcon,
  microscope: MicroscopeIcon,
  package: PackageIcon,
  pipette: PipetteIcon,
  scissors: ScissorsIcon,
  shieldcheck: ShieldCheckIcon,
  sparkles: SparklesIcon,
  syringe: SyringeIcon,
  testtube: TestTubeIcon,
  testtubes: TestTubesIcon,
};

export function serviceIconFor(name: string | null | undefined): LucideIcon {
  const key = (name ?? '').replace(/icon$/i, '').replace(/[^a-z]/gi, '').toLowerCase();
  return ICONS[key] ?? FlaskConicalIcon;
}

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary', className)}>
      {createElement(serviceIconFor(name), { className: 'size-6', 'aria-hidden': true })}
    </span>
  );
}
