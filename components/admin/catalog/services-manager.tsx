'use client';
// The Services tab (docs/requirements.md §2): search, Add, editable cards with Edit Service, Edit details, Open, Reset to
// default and Delete. Built-in edits are overrides (Reset to default removes them; Delete removes the override
// only, the media stay); custom services are edited directly and Delete removes them.
import * as React from 'react';
import { useLastNonNull } from '@/hooks/use-last-non-null';
import { ExternalLinkIcon as ExternalLink } from '@/components/icons/external-link';
import { ListTreeIcon as ListTree } from '@/components/icons/list-tree';
import { PencilIcon as Pencil } from '@/components/icons/pencil';
import { PlusIcon as Plus } from '@/components/icons/plus';
import { RotateCcwIcon as RotateCcw } from '@/components/icons/rotate-ccw';
import { SaveIcon as Save } from '@/components/icons/save';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { ServiceDetailsDialog, ServiceDialog } from '@/components/admin/catalog/service-dialogs';
import { ServiceGlyph } from '@/components/services/service-icon';
import { mirrorServicesChanged } from '@/components/admin/catalog/mirror';
import { describeWriteError } from '@/components/admin/catalog/use-catalog-errors';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { SearchBox } from '@/components/admin/search-box';
import { toast } from '@/hooks/use-toast';
import { api, apiRequest } from '@/lib/client/api';
import { NAME_REQUIRED, SAVED_SERVICE_DETAILS, type ServiceValues } from '@/lib/domain/catalog-admin';
import type { Service } from '@/lib/types/catalog';

function matchesService(s: Service, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return !needle || [s.name, s.description, s.link].some((f) => f.toLowerCase().includes(needle));
}

export function ServicesManager({ initialServices }: { initialServices: Service[] }) {
  const [services, setServices] = React.useState(initialServices);
  const [query, setQuery] = React.useState('');
  const [adding, setAdding] = React.useState(false);
  const [editing, setEditing] = React.useState<Service | null>(null);
  // Shown while the dialog closes too (same key), so focus returns to the button that opened it.
  const shownEditing = useLastNonNull(editing);
  const [detailing, setDetailing] = React.useState<Service | null>(null);
  const visible = services.filter((s) => matchesService(s, query));

  const replace = React.useCallback((s: Service) => setServices((list) => (list.some((x) => x.id === s.id) ? list.map((x) => (x.id === s.id ? s : x)) : [s, ...list])), []);

  const patch = async (s: Service, fields: Partial<ServiceValues>): Promise<Service> => {
    const res = await apiRequest<{ service: Service }>(`/api/admin/services/${encodeURIComponent(s.id)}`, { method: 'PATCH', body: { ...fields, version: s.version } });
    replace(res.service);
    mirrorServicesChanged();
    return res.service;
  };

  const saveInline = async (s: Service, fields: { name: string; description: string }) => {
    try {
      await patch(s, fields);
      toast({ title: 'Saved', description: fields.name });
    } catch (err) {
      describeWriteError<Service>(err, replace);
    }
  };

  const reset = async (s: Service) => {
    try {
      const res = await api.post<{ service: Service }>(`/api/admin/services/${encodeURIComponent(s.id)}/reset`, { version: s.version });
      replace(res.service);
      mirrorServicesChanged();
      toast({ title: 'Reset to default', description: res.service.name });
    } catch (err) {
      describeWriteError<Service>(err, replace, 'Reset failed');
    }
  };

  const remove = async (s: Service) => {
    try {
      const res = await api.del<{ removed: boolean; service: Service | null }>(`/api/admin/services/${encodeURIComponent(s.id)}?version=${s.version}`);
      if (res.removed) setServices((list) => list.filter((x) => x.id !== s.id));
      else if (res.service) replace(res.service);
      mirrorServicesChanged();
      toast({ title: res.removed ? 'Service deleted' : 'Override removed', description: s.name });
    } catch (err) {
      describeWriteError<Service>(err, replace, 'Delete failed');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox boxClassName="w-full sm:max-w-sm" aria-label="Search services" placeholder="Search by name, description or link" value={query} onValueChange={setQuery} />
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <p className="tabular -mt-3 text-sm text-muted-foreground" aria-live="polite">
        {visible.length} of {services.length} services, newest first
      </p>
      {visible.length ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {visible.map((s) => (
            <ServiceCard
              key={`${s.id}:${s.version}`}
              service={s}
              onSave={saveInline}
              onEdit={() => setEditing(s)}
              onDetails={() => setDetailing(s)}
              onReset={() => reset(s)}
              onDelete={() => remove(s)}
            />
          ))}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed bg-card px-4 py-10 text-center text-sm text-muted-foreground">No services found.</p>
      )}

      <ServiceDialog
        open={adding}
        onOpenChange={setAdding}
        mode="add"
        onSubmit={async (values) => {
          try {
            const res = await api.post<{ service: Service }>('/api/admin/services', { ...values, link: values.link || undefined });
            replace(res.service);
            mirrorServicesChanged();
            setAdding(false);
            toast({ title: 'Service added', description: `${res.service.name} — ${res.service.link}` });
          } catch (err) {
            return describeWriteError(err);
          }
        }}
      />
      <ServiceDialog
        key={shownEditing ? `e-${shownEditing.id}:${shownEditing.version}` : 'e-none'}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        mode="edit"
        initial={shownEditing ?? undefined}
        builtin={shownEditing?.builtin}
        onSubmit={async (values) => {
          if (!editing) return;
          try {
            const saved = await patch(editing, { ...values, link: values.link || editing.link });
            setEditing(null);
            toast({ title: 'Saved', description: saved.name });
          } catch (err) {
            return describeWriteError<Service>(err, (current) => {
              replace(current);
              setEditing(current);
            });
          }
        }}
      />
      <ServiceDetailsDialog
        key={detailing ? `d-${detailing.id}:${detailing.version}` : 'd-none'}
        open={detailing !== null}
        onOpenChange={(o) => !o && setDetailing(null)}
        initial={detailing ?? undefined}
        onSubmit={async (values) => {
          if (!detailing) return;
          try {
            await patch(detailing, values);
            setDetailing(null);
            toast({ title: SAVED_SERVICE_DETAILS });
          } catch (err) {
            return describeWriteError<Service>(err, (current) => {
              replace(current);
              setDetailing(current);
            });
          }
        }}
      />
    </div>
  );
}

function ServiceCard({
  service,
  onSave,
  onEdit,
  onDetails,
  onReset,
  onDelete,
}: {
  service: Service;
  onSave: (s: Service, fields: { name: string; description: string }) => Promise<void>;
  onEdit: () => void;
  onDetails: () => void;
  onReset: () => void;
  onDelete: () => void;
}) {
  const [name, setName] = React.useState(service.name);
  const [description, setDescription] = React.useState(service.description);
  const [saving, setSaving] = React.useState(false);
  const dirty = name !== service.name || description !== service.description;
  const nameError = dirty && !name.trim() ? NAME_REQUIRED : null;
  const idBase = `service-${service.id}`;

  return (
    <article aria-labelledby={`${idBase}-title`} data-testid="service-card" className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <header className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <ServiceGlyph name={service.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${idBase}-title`} className="font-semibold leading-snug">
            {service.name}
          </h3>
          <p className="truncate text-xs text-muted-foreground">{service.link}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {service.builtin ? <Badge variant="secondary">Built-in</Badge> : <Badge variant="outline">Custom</Badge>}
            {service.overridden ? <Badge variant="warning">Edited</Badge> : null}
            <Badge variant="outline">
              {service.processOverview.length} steps · {service.images.length} images
            </Badge>
          </div>
        </div>
      </header>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idBase}-name`} className="text-xs font-medium text-muted-foreground">
          Name
        </label>
        <Input id={`${idBase}-name`} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={nameError ? true : undefined} autoComplete="off" />
        {nameError ? <p className="text-xs font-medium text-destructive">{nameError}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idBase}-description`} className="text-xs font-medium text-muted-foreground">
          Description
        </label>
        <Textarea id={`${idBase}-description`} value={description} onChange={(e) => setDescription(e.target.value)} rows={2} className="min-h-16 text-sm" />
      </div>
      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <PendingButton
          pending={saving}
          icon={<Save aria-hidden="true" />}
          pendingText="Saving..."
          size="sm"
          disabled={!dirty || saving || Boolean(nameError)}
          aria-label={`Save ${service.name}`}
          onClick={async () => {
            setSaving(true);
            try {
              await onSave(service, { name: name.trim(), description });
            } finally {
              setSaving(false);
            }
          }}
        >
          Save
        </PendingButton>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit service ${service.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onDetails} aria-label={`Edit details of ${service.name}`}>
          <ListTree aria-hidden="true" />
          Edit details
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={service.link} target="_blank" rel="noreferrer" aria-label={`Open ${service.name} in a new tab`}>
            <ExternalLink aria-hidden="true" />
            Open
          </a>
        </Button>
        {service.builtin && service.overridden ? (
          <ConfirmAction
            title={`Reset ${service.name} to default?`}
            description="Your edits of this built-in service, its gallery included, are discarded and the original values come back."
            confirmLabel="Reset to default"
            onConfirm={onReset}
            trigger={
              <Button size="sm" variant="ghost">
                <RotateCcw aria-hidden="true" />
                Reset to default
              </Button>
            }
          />
        ) : null}
        <ConfirmAction
          title={`Delete ${service.name}?`}
          description={
            service.builtin
              ? 'Built-in services stay in the catalogue: deleting removes your override only (the service media are kept).'
              : 'This custom service is removed. This cannot be undone.'
          }
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="ghost" className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive" aria-label={`Delete ${service.name}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </footer>
    </article>
  );
}
