'use client';
// Service Add, Edit Service and Edit Service Details (docs/requirements.md §2 Services tab, §5 Service Add, structured text).
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/components/admin/use-hydrated';
import { AdminThumb } from '@/components/admin/catalog/thumb';
import { ChooseFromLibrary } from '@/components/admin/media/choose-from-library';
import type { SubmitResult } from '@/components/admin/catalog/product-form-dialog';
import {
  SERVICE_ICONS,
  droppedLineCount,
  parseServiceDetailsText,
  parseServiceForm,
  serviceDetailsToText,
  serviceToFormText,
  type ServiceDetailsText,
  type ServiceFormText,
  type ServiceValues,
} from '@/lib/domain/catalog-admin';
import { normalizeServiceLink } from '@/lib/domain/slug';
import { appendLine } from '@/lib/domain/media-display';
import { SERVICE_GALLERY_THUMBS_MAX } from '@/lib/domain/catalog';

type ServiceCardValues = ReturnType<typeof parseServiceForm>['values'];
type ServiceDetailValues = ReturnType<typeof parseServiceDetailsText>;

function Footer({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  const hydrated = useHydrated();
  return (
    <DialogFooter className="md:col-span-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <PendingButton pending={pending} pendingText="Saving..." type="submit" disabled={!hydrated || pending}>
        {label}
      </PendingButton>
    </DialogFooter>
  );
}

function Status({ message }: { message?: string }) {
  return (
    <div aria-live="polite" className="min-h-5 text-sm md:col-span-2">
      {message ? (
        <p role="alert" className="font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Service Add (mode add) and Edit Service (mode edit): name, description, icon, link, card image. */
export function ServiceDialog({
  open,
  onOpenChange,
  mode,
  initial,
  builtin,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  mode: 'add' | 'edit';
  initial?: ServiceValues;
  builtin?: boolean;
  onSubmit: (values: ServiceCardValues) => Promise<SubmitResult | void>;
}) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{mode === 'add' ? 'Add service' : 'Edit Service'}</DialogTitle>
          <DialogDescription>
            {mode === 'add'
              ? 'The link is /services/{slug} of the name (lowercased, other characters become dashes), with -2, -3 added on a clash.'
              : builtin
                ? 'A built-in service: your changes are stored as an override that Reset to default removes.'
                : 'A custom service: changes are saved directly.'}
          </DialogDescription>
        </DialogHeader>
        <ServiceForm mode={mode} initial={initial} pending={pending} setPending={setPending} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({
  mode,
  initial,
  pending,
  setPending,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'edit';
  initial?: ServiceValues;
  pending: boolean;
  setPending: (p: boolean) => void;
  onSubmit: (values: ServiceCardValues) => Promise<SubmitResult | void>;
  onCancel: () => void;
}) {
  const [form, setForm] = React.useState<ServiceFormText>(() =>
    initial ? serviceToFormText(initial) : { name: '', description: '', icon: 'FlaskConical', link: '', imageUrl: '' },
  );
  const [errors, setErrors] = React.useState<Partial<Record<keyof ServiceFormText | '_', string>>>({});
  const set = (key: keyof ServiceFormText) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const idp = mode === 'add' ? 'add-service' : 'edit-service';
  const preview = form.link.trim() || form.name.trim() ? normalizeServiceLink(form.link.trim() || form.name) : '/services/…';

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { values, errors: found } = parseServiceForm(form);
    if (Object.keys(found).length) return setErrors(found);
    setPending(true);
    setErrors({});
    try {
      const r = await onSubmit(values);
      if (r && (r.fieldErrors || r.message)) setErrors({ ...(r.fieldErrors ?? {}), _: r.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
      <Field label="Name" required error={errors.name} id={`${idp}-name`} className="md:col-span-2">
        <Input value={form.name} onChange={set('name')} autoComplete="off" autoFocus />
      </Field>
      <Field label="Description" id={`${idp}-description`} className="md:col-span-2">
        <Textarea value={form.description} onChange={set('description')} rows={3} />
      </Field>
      <Field label="Icon" id={`${idp}-icon`}>
        <NativeSelect value={form.icon} onChange={set('icon')}>
          {[...new Set([form.icon, ...SERVICE_ICONS])].map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Link" id={`${idp}-link`} error={errors.link} description={`Saved as ${preview}`}>
        <Input value={form.link} onChange={set('link')} placeholder="from the name" autoComplete="off" />
      </Field>
      <Field label="Card image" id={`${idp}-image`} error={errors.imageUrl} description="A site path or URL (optional)." className="md:col-span-2">
        <Input value={form.imageUrl} onChange={set('imageUrl')} autoComplete="off" />
      </Field>
      <div className="-mt-2 md:col-span-2">
        <ChooseFromLibrary context="for the card image" title="Choose the card image" onPick={(url) => setForm((f) => ({ ...f, imageUrl: url }))} />
      </div>
      <Status message={errors._} />
      <Footer pending={pending} label={mode === 'add' ? 'Add service' : 'Save'} onCancel={onCancel} />
    </form>
  );
}

/** Edit Service Details: long description, markdown, key benefits, process, related products, case studies, media. */
export function ServiceDetailsDialog({
  open,
  onOpenChange,
  initial,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initial?: ServiceValues;
  onSubmit: (values: ServiceDetailValues) => Promise<SubmitResult | void>;
}) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Service Details{initial ? ` — ${initial.name}` : ''}</DialogTitle>
          <DialogDescription>
            Process lines use <code className="font-mono">Step :: Description</code>; related products and case studies use{' '}
            <code className="font-mono">Name -&gt; link</code>. Lines without the separator are dropped.
          </DialogDescription>
        </DialogHeader>
        {initial ? <ServiceDetailsForm initial={initial} pending={pending} setPending={setPending} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ServiceDetailsForm({
  initial,
  pending,
  setPending,
  onSubmit,
  onCancel,
}: {
  initial: ServiceValues;
  pending: boolean;
  setPending: (p: boolean) => void;
  onSubmit: (values: ServiceDetailValues) => Promise<SubmitResult | void>;
  onCancel: () => void;
}) {
  const [text, setText] = React.useState<ServiceDetailsText>(() => serviceDetailsToText(initial));
  const [message, setMessage] = React.useState<string | undefined>();
  const set = (key: keyof ServiceDetailsText) => (e: React.ChangeEvent<HTMLTextAreaElement>) => setText((t) => ({ ...t, [key]: e.target.value }));
  const parsed = parseServiceDetailsText(text);
  const dropped = (field: 'processOverview' | 'relatedProducts' | 'caseStudies') => {
    const n = droppedLineCount(text[field], parsed[field].length);
    return n ? `${n} line${n === 1 ? '' : 's'} without the separator will be dropped.` : undefined;
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setPending(true);
    setMessage(undefined);
    try {
      const r = await onSubmit(parsed);
      if (r?.message) setMessage(r.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
      <Field label="Long description" id="svc-long" className="md:col-span-2">
        <Textarea value={text.longDescription} onChange={set('longDescription')} rows={3} className="max-h-64" />
      </Field>
      <Field label="Service overview (markdown)" id="svc-markdown" description="Shown instead of the long description when present." className="md:col-span-2">
        <Textarea value={text.markdown} onChange={set('markdown')} rows={5} className="max-h-72 font-mono text-xs" />
      </Field>
      <Field label="Key benefits" id="svc-benefits" description="One per line.">
        <Textarea value={text.keyBenefits} onChange={set('keyBenefits')} rows={4} />
      </Field>
      <Field label="Process overview" id="svc-process" description={dropped('processOverview') ?? 'Step :: Description, one per line.'}>
        <Textarea value={text.processOverview} onChange={set('processOverview')} rows={4} className="font-mono text-xs" />
      </Field>
      <Field label="Related products" id="svc-related" description={dropped('relatedProducts') ?? 'Name -> link, one per line.'}>
        <Textarea value={text.relatedProducts} onChange={set('relatedProducts')} rows={3} className="font-mono text-xs" />
      </Field>
      <Field label="Case studies" id="svc-cases" description={dropped('caseStudies') ?? 'Title -> link, one per line.'}>
        <Textarea value={text.caseStudies} onChange={set('caseStudies')} rows={3} className="font-mono text-xs" />
      </Field>
      <div className="flex flex-col gap-3 md:col-span-2">
        <Field label="Service media" id="svc-media" description={`Gallery images, one path per line (the page shows up to ${SERVICE_GALLERY_THUMBS_MAX} thumbnails).`}>
          <Textarea value={text.images} onChange={set('images')} rows={3} className="font-mono text-xs" />
        </Field>
        <ChooseFromLibrary context="for the service media" title="Add a service image" onPick={(url) => setText((t) => ({ ...t, images: appendLine(t.images, url) }))} />
        {parsed.images.length ? (
          <ul aria-label="Media preview" className="grid grid-cols-4 gap-2 sm:grid-cols-6">
            {parsed.images.slice(0, SERVICE_GALLERY_THUMBS_MAX).map((src, i) => (
              <li key={`${src}-${i}`}>
                <AdminThumb src={src} alt={`Service image ${i + 1} preview`} className="aspect-square w-full" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Status message={message} />
      <Footer pending={pending} label="Save details" onCancel={onCancel} />
    </form>
  );
}
