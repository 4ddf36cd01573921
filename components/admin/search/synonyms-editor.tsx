'use client';
// Admin → Search: synonym groups. One line per group, terms separated by commas; a change applies to the
// next search (the result pages cached for queries are refreshed). Enter saves a group; the same terms as
// another group are refused by the server ('These terms are already a group: …').
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { api, apiRequest } from '@/lib/client/api';
import { useHydrated } from '@/components/admin/use-hydrated';

const MESSAGE_ID = 'synonyms-message';

interface Group {
  id: number;
  terms: string;
}

export function SynonymsEditor({ initial }: { initial: Group[] }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [groups, setGroups] = useState(initial);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // The field the server refused ('new' or a group's id): marked invalid, described by the message, focused.
  const [invalid, setInvalid] = useState<'new' | number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // After busy clears: the disabled button had dropped focus to the page.
    if (focusRequest && !busy) sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, busy]);

  async function run(action: () => Promise<void>, done: string, field: 'new' | number | null = null) {
    setBusy(true);
    setMessage(null);
    setInvalid(null);
    try {
      await action();
      setMessage({ text: done, error: false });
      router.refresh();
    } catch (err) {
      setMessage({ text: err instanceof Error ? err.message : 'Could not save', error: true });
      if (field !== null) {
        setInvalid(field);
        setFocusRequest((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldState = (field: 'new' | number) =>
    invalid === field ? { 'aria-invalid': true as const, 'aria-describedby': MESSAGE_ID } : {};

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { group } = await api.post<{ group: Group }>('/admin/search/synonyms', { terms: adding });
      setGroups((g) => [...g, group]);
      setAdding('');
    }, 'Synonym group added.', 'new');
  };

  const save = (id: number) =>
    run(async () => {
      const { group } = await apiRequest<{ group: Group }>(`/admin/search/synonyms/${id}`, { method: 'PATCH', body: { terms: drafts[id] } });
      setGroups((g) => g.map((x) => (x.id === id ? group : x)));
      setDrafts(({ [id]: _, ...rest }) => rest);
    }, 'Synonym group saved.', id);

  const remove = (id: number) =>
    run(async () => {
      await api.del(`/admin/search/synonyms/${id}`);
      setGroups((g) => g.filter((x) => x.id !== id));
    }, 'Synonym group removed.');

  return (
    <section ref={sectionRef} aria-labelledby="synonyms-heading" className="rounded-lg border bg-card p-4 sm:p-5">
      <h2 id="synonyms-heading" className="text-lg font-semibold">
        Synonyms
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Terms on one line mean the same thing in a search, in both directions (e.g. <code>ladder, marker</code>).
      </p>
      <form onSubmit={add} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="new-synonyms" className="text-sm font-medium">
            New group
          </label>
          <Input
            id="new-synonyms"
            value={adding}
            onChange={(e) => {
              setAdding(e.target.value);
              if (invalid === 'new') setInvalid(null);
            }}
            placeholder="e.g. ladder, marker"
            maxLength={500}
            {...fieldState('new')}
          />
        </div>
        <Button type="submit" disabled={!hydrated || busy || !adding.trim()}>
          Add group
        </Button>
      </form>
      <p id={MESSAGE_ID} aria-live="polite" className={message?.error ? 'mt-2 text-sm text-destructive' : 'mt-2 text-sm text-success'}>
        {message?.text ?? ''}
      </p>
      <ul className="mt-3 divide-y rounded-md border" aria-label="Synonym groups">
        {groups.map((g) => {
          const draft = drafts[g.id] ?? g.terms;
          const changed = draft !== g.terms;
          return (
            <li key={g.id}>
              {/* A form per group: Enter in the field saves it, like the New group field adds one. */}
              <form
                className="flex flex-col gap-2 p-2 sm:flex-row sm:items-center"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (changed && !busy) void save(g.id);
                }}
              >
                <Input
                  aria-label={`Synonym group ${g.terms}`}
                  value={draft}
                  maxLength={500}
                  onChange={(e) => {
                    setDrafts((d) => ({ ...d, [g.id]: e.target.value }));
                    if (invalid === g.id) setInvalid(null);
                  }}
                  className="flex-1"
                  {...fieldState(g.id)}
                />
                <div className="flex gap-2">
                  <Button type="submit" size="sm" variant="secondary" disabled={!hydrated || busy || !changed} aria-label={`Save synonym group ${g.terms}`}>
                    Save
                  </Button>
                  <ConfirmAction
                    trigger={
                      <Button type="button" size="sm" variant="ghost" disabled={!hydrated || busy} aria-label={`Delete synonym group ${g.terms}`}>
                        Delete
                      </Button>
                    }
                    title="Delete this synonym group?"
                    description={`Searches for ${g.terms} will no longer find each other's products.`}
                    onConfirm={() => void remove(g.id)}
                  />
                </div>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
