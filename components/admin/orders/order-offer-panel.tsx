'use client';
// An order from an offer (docs/offers.md): its purchase order, the invoice form, "mark paid", and the service
// milestones (tick with a note; rename, reorder, add or remove open ones). Each action calls the admin API and refreshes.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { CheckIcon } from '@/components/icons/check';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import { ChevronUpIcon } from '@/components/icons/chevron-up';
import { PlusIcon } from '@/components/icons/plus';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, ApiRequestError } from '@/lib/client/api';
import { readFileAsBase64 } from '@/lib/client/files';
import { fieldErrorsFromApi } from '@/lib/client/forms';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCents } from '@/lib/domain/money';
import { MAX_PO_BYTES, milestoneMoveTarget } from '@/lib/domain/offers';
import type { MilestoneView } from '@/lib/types/offers';


const messageOf = (err: unknown) => (err instanceof ApiRequestError ? err.message : 'The request failed; please try again.');

export function InvoiceForm({ orderId }: { orderId: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setErrors({ file: 'Attach the invoice as a PDF' });
    if (file.size > MAX_PO_BYTES) return setErrors({ file: 'The file is larger than 10 MB.' });
    setBusy(true);
    try {
      await api.post(`/api/admin/orders/${orderId}/invoice`, { invoiceNumber: number, file: { name: file.name.slice(0, 200), contentBase64: await readFileAsBase64(file) } });
      router.refresh();
    } catch (err) {
      setErrors(fieldErrorsFromApi(err));
      setMessage(messageOf(err));
    }
    setBusy(false);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-3 rounded-lg border bg-card p-4" aria-label="Mark invoiced">
      <p className="text-sm font-medium">Send the invoice</p>
      <Field label="Invoice number" required error={errors.invoiceNumber}>
        <Input name="invoiceNumber" value={number} maxLength={64} onChange={(e) => setNumber(e.target.value)} />
      </Field>
      <Field label="Invoice (PDF)" required error={errors.file}>
        <Input ref={fileRef} type="file" name="file" accept="application/pdf,.pdf" />
      </Field>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={!hydrated || busy}>
        {busy ? 'Sending...' : 'Mark invoiced and e-mail the invoice'}
      </Button>
    </form>
  );
}

/** Recording a PO payment cannot be undone from the admin, so it asks first, naming the amount and the invoice. */
export function MarkPaidButton({ orderId, orderReference, totalCents, invoiceNumber }: { orderId: string; orderReference: string; totalCents: number; invoiceNumber: string | null }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function markPaid() {
    setBusy(true);
    setMessage(null);
    try {
      await api.post(`/api/admin/orders/${orderId}/mark-paid`, {});
      router.refresh();
    } catch (err) {
      setMessage(messageOf(err));
    }
    setBusy(false);
  }

  return (
    <div className="space-y-2">
      <ConfirmAction
        trigger={
          <Button type="button" size="sm" disabled={!hydrated || busy}>
            {busy ? 'Saving...' : 'Mark paid'}
          </Button>
        }
        title={`Mark order #${orderReference} paid?`}
        description={`This records ${formatCents(totalCents)} as received for invoice ${invoiceNumber ?? '(no number)'}.`}
        confirmLabel="Mark paid"
        confirmVariant="default"
        onConfirm={() => void markPaid()}
      />
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A row of the milestone editor; `key` stays with the row when it moves, so React keeps its DOM and focus. */
interface DraftMilestone {
  key: string;
  id?: number;
  label: string;
  done: boolean;
}

const draftName = (d: DraftMilestone, i: number) => d.label.trim() || `Milestone ${i + 1}`;

export function MilestonesEditor({ orderId, milestones }: { orderId: string; milestones: MilestoneView[] }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DraftMilestone[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newKeys = useRef(0);
  const section = useRef<HTMLElement>(null);
  /**
   * Where focus goes after the next render, first enabled one wins: the control that had it is often gone or
   * disabled by then (a moved row's button re-inserted or at the end, a removed row, the editor opened or closed),
   * and focus left on the page sends a keyboard user back to its top. Controls are named by their `data-focus`
   * ('edit', 'add', 'save', `input:${key}`, `move:${key}:${step}`).
   */
  const focusAfter = useRef<string[] | null>(null);
  const next = milestones.find((m) => !m.doneAt)?.id;
  const anyDone = draft.some((d) => d.done);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    wanted
      .map((name) => section.current?.querySelector<HTMLInputElement | HTMLButtonElement>(`[data-focus="${name}"]`))
      .find((el) => el && !el.disabled)
      ?.focus();
  }, [draft, editing, busy]);

  function move(index: number, step: -1 | 1) {
    const target = milestoneMoveTarget(draft, index, step);
    if (target === null) return;
    const list = [...draft];
    [list[index], list[target]] = [list[target], list[index]];
    // The button that moved the row, else its twin (this one is disabled at the new place).
    focusAfter.current = [`move:${list[target].key}:${step}`, `move:${list[target].key}:${-step}`];
    setDraft(list);
    setAnnouncement(`${draftName(list[target], target)} moved to position ${target + 1} of ${list.length}`);
  }

  function remove(index: number) {
    const list = draft.filter((_, j) => j !== index);
    // The row that takes its place, else the one before, else Add milestone.
    focusAfter.current = [list[index], list[index - 1]].filter(Boolean).map((d) => `input:${d.key}`).concat('add');
    setDraft(list);
  }

  function add() {
    const key = `new${++newKeys.current}`;
    focusAfter.current = [`input:${key}`];
    setDraft((list) => [...list, { key, label: '', done: false }]);
  }

  function close() {
    focusAfter.current = ['edit'];
    setEditing(false);
  }

  async function tick(m: MilestoneView) {
    setBusy(`tick-${m.id}`);
    setMessage(null);
    try {
      await api.post(`/api/admin/orders/${orderId}/milestones/${m.id}`, { note: notes[m.id] ?? '' });
      // Its button goes with the refresh: on to the next open milestone's note, else Edit milestones.
      const open = milestones.filter((o) => !o.doneAt && o.id !== m.id);
      focusAfter.current = [...open.filter((o) => o.position > m.position), ...open].slice(0, 1).map((o) => `note:${o.id}`).concat('edit');
      router.refresh();
    } catch (err) {
      setMessage(messageOf(err));
    }
    setBusy(null);
  }

  async function save() {
    setBusy('save');
    setMessage(null);
    try {
      await api.put(`/api/admin/orders/${orderId}/milestones`, { milestones: draft.map((d) => (d.id ? { id: d.id, label: d.label } : { label: d.label })) });
      close();
      router.refresh();
    } catch (err) {
      setMessage(messageOf(err));
      focusAfter.current = ['save'];
    }
    setBusy(null);
  }

  const moveButton = (d: DraftMilestone, i: number, step: -1 | 1) => {
    const Icon = step < 0 ? ChevronUpIcon : ChevronDownIcon;
    return (
      <Button
        data-focus={`move:${d.key}:${step}`}
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move “${draftName(d, i)}” ${step < 0 ? 'up' : 'down'}`}
        disabled={milestoneMoveTarget(draft, i, step) === null}
        onClick={() => move(i, step)}
      >
        <Icon aria-hidden="true" />
      </Button>
    );
  };

  return (
    <section ref={section} aria-labelledby="milestones-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="milestones-heading" className="text-lg font-semibold">
          Service milestones
        </h2>
        {!editing ? (
          <Button
            data-focus="edit"
            type="button"
            size="sm"
            variant="outline"
            disabled={!hydrated}
            onClick={() => {
              const list = milestones.map((m) => ({ key: `m${m.id}`, id: m.id, label: m.label, done: Boolean(m.doneAt) }));
              // Into the editor: its first milestone that can be changed.
              focusAfter.current = list.filter((d) => !d.done).map((d) => `input:${d.key}`).slice(0, 1).concat('add');
              setDraft(list);
              setAnnouncement('');
              setEditing(true);
            }}
          >
            Edit milestones
          </Button>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      {editing ? (
        <div className="space-y-3 rounded-lg border bg-card p-4">
          {anyDone ? (
            <p id="milestones-done-hint" className="text-sm text-muted-foreground">
              Done milestones keep their name and place: open ones move between them.
            </p>
          ) : null}
          <ol className="space-y-2" aria-label="Milestones">
            {draft.map((d, i) => (
              <li key={d.key} className="flex items-center gap-1 sm:gap-2" data-testid="milestone-draft">
                <span aria-hidden="true" className={`flex size-5 shrink-0 items-center justify-center rounded-full border ${d.done ? 'border-success bg-success text-white' : 'border-border'}`}>
                  {d.done ? <CheckIcon className="size-3" /> : null}
                </span>
                <Input
                  data-focus={`input:${d.key}`}
                  aria-label={`Milestone ${i + 1}`}
                  aria-describedby={d.done ? 'milestones-done-hint' : undefined}
                  className="min-w-0 flex-1"
                  value={d.label}
                  disabled={d.done}
                  maxLength={120}
                  onChange={(e) => setDraft((list) => list.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
                />
                {moveButton(d, i, -1)}
                {moveButton(d, i, 1)}
                <Button type="button" size="icon" variant="ghost" aria-label={`Remove “${draftName(d, i)}”`} disabled={d.done} onClick={() => remove(i)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <p role="status" aria-live="polite" className="sr-only" data-testid="milestone-move-status">
            {announcement}
          </p>
          <div className="flex flex-wrap gap-2 pt-2">
            <Button data-focus="add" type="button" size="sm" variant="outline" onClick={add}>
              <PlusIcon aria-hidden="true" />
              Add milestone
            </Button>
            <Button data-focus="save" type="button" size="sm" disabled={busy === 'save'} onClick={save}>
              {busy === 'save' ? 'Saving...' : 'Save milestones'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <ol className="space-y-2">
          {milestones.map((m) => (
            <li key={m.id} className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-3 text-sm" data-testid="admin-milestone">
              <span aria-hidden="true" className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border ${m.doneAt ? 'border-success bg-success text-white' : 'border-border'}`}>
                {m.doneAt ? <CheckIcon className="size-3" /> : null}
              </span>
              <div className="min-w-40 flex-1">
                <p className="font-medium">{m.label}</p>
                {m.doneAt ? (
                  <p className="text-muted-foreground">
                    Done {formatDateTime(m.doneAt)}
                    {m.note ? ` — ${m.note}` : ''}
                  </p>
                ) : null}
              </div>
              {!m.doneAt ? (
                <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
                  <Input
                    data-focus={`note:${m.id}`}
                    aria-label={`Note for ${m.label}`}
                    placeholder="Note (optional)"
                    className="h-8 sm:w-56"
                    value={notes[m.id] ?? ''}
                    maxLength={1000}
                    onChange={(e) => setNotes((n) => ({ ...n, [m.id]: e.target.value }))}
                  />
                  <Button type="button" size="sm" variant={m.id === next ? 'default' : 'outline'} disabled={!hydrated || busy !== null} onClick={() => tick(m)} aria-label={`Mark “${m.label}” done`}>
                    {busy === `tick-${m.id}` ? 'Saving...' : 'Mark done'}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
