// A service's icon by lucide name (Service.icon): the one map for the public pages and the admin, and
// so for every name the admin's icon picker offers (SERVICE_ICONS). A fixed map keeps the bundle small; unknown
// names fall back to a flask.
import { createElement } from 'react';
import { ActivityIcon } from '@/components/icons/activity';
import { AtomIcon } from '@/components/icons/atom';
import { BeakerIcon } from '@/components/icons/beaker';
import { DnaIcon } from '@/components/icons/dna';
import { FlaskConicalIcon } from '@/components/icons/flask-conical';
import { FlaskRoundIcon } from '@/components/icons/flask-round';
import { MicroscopeIcon } from '@/components/icons/microscope';
import { PackageIcon } from '@/components/icons/package';
import { PillIcon } from '@/components/icons/pill';
import { PipetteIcon } from '@/components/icons/pipette';
import { ScissorsIcon } from '@/components/icons/scissors';
import { ShieldCheckIcon } from '@/components/icons/shield-check';
import { SparklesIcon } from '@/components/icons/sparkles';
import { SyringeIcon } from '@/components/icons/syringe';
import { TestTubeIcon } from '@/components/icons/test-tube';
import { TestTubesIcon } from '@/components/icons/test-tubes';
import type { IconComponent as LucideIcon } from '@/components/icons/icon';
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
  pill: PillIcon,
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

/** The bare icon (the admin's service list). */
export function ServiceGlyph({ name, className }: { name: string; className?: string }) {
  return createElement(serviceIconFor(name), { className, 'aria-hidden': true });
}

/** The icon on its tinted square (service cards and pages). */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary', className)}>
      {createElement(serviceIconFor(name), { className: 'size-6', 'aria-hidden': true })}
    </span>
  );
}
