// The Services menu panel (docs/requirements.md §2): services newest first by createdAt, with name and description.
import Link from '@/components/ui/app-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';

export interface ServiceMenuItem {
  id: string;
  name: string;
  description: string;
  link: string;
}

export function ServicesMenu({ services, onNavigate }: { services: ServiceMenuItem[]; onNavigate: () => void }) {
  return (
    <div className="p-2">
      {services.length === 0 ? (
        <p className="p-3 text-sm text-muted-foreground">No services listed yet.</p>
      ) : (
        <ul className="flex flex-col">
          {services.map((s) => (
            <li key={s.id}>
              <Link href={s.link} onClick={onNavigate} className="block rounded-md p-3 transition-colors hover:bg-subtle">
                <span className="block text-sm font-semibold text-foreground">{s.name}</span>
                <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{s.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-1 border-t px-3 pt-2 pb-1">
        <Link href="/services" onClick={onNavigate} className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary hover:underline">
          All services <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
