'use client';
// A 'Meet our Team' card (docs/requirements.md §2 Why-us) with a Read more / Show less toggle. The full bio is in the server
// HTML; the toggle only changes how much of it is shown.
import { useId, useState } from 'react';
import Image from 'next/image';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import type { TeamMember } from '@/content/types';
import { cn } from '@/lib/utils';

export function TeamCard({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const bioId = useId();
  return (
    <article data-testid="team-card" className="flex h-full flex-col rounded-lg border bg-card p-6">
      <div className="flex items-center gap-4">
        <Image src={member.image} alt={`Portrait of ${member.name}`} width={80} height={80} sizes="80px" className="size-20 rounded-full border bg-surface object-cover" />
        <div>
          <h3 className="text-lg font-semibold leading-snug">{member.name}</h3>
          <p className="text-sm text-primary">{member.role}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{member.summary}</p>
      <p id={bioId} className={cn('mt-3 text-sm leading-relaxed', open ? '' : 'line-clamp-3')}>
        {member.bio}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bioId}
        onClick={() => setOpen((o) => !o)}
        className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {open ? 'Show less' : 'Read more'}
        <ChevronDownIcon className={cn('size-4 transition-transform duration-200 motion-reduce:transition-none', open && 'rotate-180')} aria-hidden="true" />
      </button>
    </article>
  );
}
