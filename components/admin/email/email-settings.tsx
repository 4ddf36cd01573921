'use client';
// The Email (SMTP) tab (docs/requirements.md §2 SMTP Configuration, §7 smtp-config / smtp-test, §8): host, port (numeric else
// 0), secure, user, write-only password, from e-mail, admin to-emails; the three template pairs; Test Full,
// Test Product, Send Test (Default), Save; 'Saved.' / 'Save failed' / 'Test email triggered.' / 'Test failed'
// clearing after about 2 s; the note that the settings are stored for the server to use.
import * as React from 'react';
import { TriangleExclamationPointIcon as AlertTriangleIcon } from '@/components/icons/triangle-exclamation-point';
import { CircleCheckIcon as CheckCircle2Icon } from '@/components/icons/circle-check';
import { InfoIcon } from '@/components/icons/info';
import { RotateCcwIcon } from '@/components/icons/rotate-ccw';
import { SaveIcon } from '@/components/icons/save';
import { SendIcon } from '@/components/icons/send';
import { useFlash } from '@/components/admin/use-flash';
import { useHydrated } from '@/components/admin/use-hydrated';
import { FulfilmentTemplatesEditor } from '@/components/admin/email/fulfilment-templates';
import { OutboxList, type OutboxListHandle } from '@/components/admin/email/outbox-list';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/client/api';
import { FULFILMENT_TEMPLATE_KEYS, type FulfilmentTemplates } from '@/lib/domain/fulfilment-email';
import { renderQuoteEmail, sampleQuote, type QuoteKind } from '@/lib/domain/quote-email';
import { smtpReasonOnSmtpTab } from '@/lib/domain/outbox';
import { DEFAULT_SMTP_PORT, parsePort } from '@/lib/domain/smtp';
import { QUOTE_TEMPLATE_KEYS, type EmailTemplateKey, type EmailTemplates } from '@/lib/domain/template';
import type { OutboxView, SmtpConfigView } from '@/lib/types/email';
import { cn } from '@/lib/utils';
import { focusFirstInvalid } from '@/lib/client/forms';

export const SAVED = 'Saved.';
export const SAVE_FAILED = 'Save failed';
export const TEST_TRIGGERED = 'Test email triggered.';
export const TEST_FAILED = 'Test failed';
export const FLASH_CLEAR_MS = 2_200;

type Form = EmailTemplates &
  FulfilmentTemplates & {
  host: string;
  port: string;
  secure: boolean;
  user: string;
  pass: string;
  fromEmail: string;
  toEmails: string;
};

function formFrom(c: SmtpConfigView): Form {
  return {
    host: c.host,
    port: String(c.port),
    secure: c.secure,
    user: c.user,
    pass: '',
    fromEmail: c.fromEmail,
    toEmails: c.toEmails,
    subjectTemplate: c.subjectTemplate,
    bodyTemplate: c.bodyTemplate,
    subjectTemplateFull: c.subjectTemplateFull,
    bodyTemplateFull: c.bodyTemplateFull,
    subjectTemplateProduct: c.subjectTemplateProduct,
    bodyTemplateProduct: c.bodyTemplateProduct,
    ...c.fulfilmentTemplates,
  };
}

const TEMPLATE_PAIRS: { kind: QuoteKind; label: string; hint: string; subject: EmailTemplateKey; body: EmailTemplateKey }[] = [
  { kind: 'default', label: 'Default', hint: 'Quotes from API clients and anything that is neither a full form nor a product quote.', subject: 'subjectTemplate', body: 'bodyTemplate' },
  { kind: 'full', label: 'Full quote form', hint: 'The Quote Request Form on /request-quote.', subject: 'subjectTemplateFull', body: 'bodyTemplateFull' },
  { kind: 'product', label: 'Product quote', hint: 'The Submit Quote dialog of quote-only products and the gene design wizard.', subject: 'subjectTemplateProduct', body: 'bodyTemplateProduct' },
];

type Flash = { tone: 'ok' | 'error'; text: string; detail?: string };

export function EmailSettings({ initialConfig, initialOutbox }: { initialConfig: SmtpConfigView; initialOutbox: OutboxView }) {
  const hydrated = useHydrated();
  const [config, setConfig] = React.useState(initialConfig);
  const [form, setForm] = React.useState<Form>(() => formFrom(initialConfig));
  const [saved, setSaved] = React.useState<Form>(() => formFrom(initialConfig));
  const [clearPassword, setClearPassword] = React.useState(false);
  const [busy, setBusy] = React.useState<null | 'save' | QuoteKind>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [flashText, flash] = useFlash(FLASH_CLEAR_MS);
  const [flashData, setFlashData] = React.useState<Flash | null>(null);
  const outboxRef = React.useRef<OutboxListHandle>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  // A refused save moves focus to the first field to fix (Save is disabled while saving, which dropped focus to the page).
  const [focusRequest, setFocusRequest] = React.useState(0);
  React.useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const dirty = clearPassword || JSON.stringify(form) !== JSON.stringify(saved);

  const show = (f: Flash) => {
    setFlashData(f);
    flash(f.text);
  };

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as string]) setErrors(({ [key as string]: _gone, ...rest }) => rest);
  };

  async function save(): Promise<boolean> {
    try {
      const body = { ...form, port: parsePort(form.port), pass: form.pass, clearPassword };
      const next = await api.put<SmtpConfigView>('/api/smtp-config', body);
      setConfig(next);
      const f = formFrom(next);
      setForm(f);
      setSaved(f);
      setClearPassword(false);
      setErrors({});
      void outboxRef.current?.reload();
      return true;
    } catch (err) {
      const body = (err as { body?: { fieldErrors?: Record<string, string> } }).body;
      if (body?.fieldErrors) {
        setErrors(body.fieldErrors);
        setFocusRequest((n) => n + 1);
      }
      show({ tone: 'error', text: SAVE_FAILED, detail: (err as Error).message });
      return false;
    }
  }

  async function onSave() {
    if (busy) return;
    setBusy('save');
    try {
      if (await save()) show({ tone: 'ok', text: SAVED });
    } finally {
      setBusy(null);
    }
  }

  async function onTest(kind: QuoteKind) {
    if (busy) return;
    setBusy(kind);
    try {
      // Tests use the stored settings: unsaved edits are saved first.
      if (dirty && !(await save())) return;
      await api.post('/api/smtp-test', kind === 'default' ? {} : { type: kind });
      show({ tone: 'ok', text: TEST_TRIGGERED });
    } catch (err) {
      show({ tone: 'error', text: TEST_FAILED, detail: smtpReasonOnSmtpTab((err as Error).message.replace(/^Test failed:\s*/, '')) });
    } finally {
      setBusy(null);
    }
  }

  const portNumber = parsePort(form.port);
  const samples = React.useMemo(() => {
    const now = new Date(config.updatedAt);
    return Object.fromEntries(TEMPLATE_PAIRS.map((p) => [p.kind, renderQuoteEmail(form, p.kind, sampleQuote(p.kind, now))]));
  }, [form, config.updatedAt]);

  return (
    <div className="flex flex-col gap-6">
      <div role="note" className="flex gap-3 rounded-lg border bg-surface px-4 py-3 text-sm">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          This page only stores these settings; the server uses them to send every quote, contact and order e-mail from its outbox.
          The password is write-only: it is never shown again or sent back to the browser.
        </p>
      </div>

      {/* The one place this tab says why nothing is sent (the outbox below does not repeat it). */}
      {config.status.reason ? (
        <div role="status" className="flex gap-3 rounded-lg border border-warning/25 bg-warning/10 px-4 py-3 text-sm text-warning">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="font-medium">{smtpReasonOnSmtpTab(config.status.reason)}</p>
        </div>
      ) : null}

      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
        aria-label="SMTP settings"
        className="flex flex-col gap-6"
      >
        <section aria-labelledby="smtp-server-title" className="rounded-lg border bg-card p-5 shadow-xs">
          <h2 id="smtp-server-title" className="font-semibold">
            SMTP server
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">Port 465 with secure on, or 587 with secure off (STARTTLS).</p>
          <div className="grid gap-5 md:grid-cols-6">
            <Field label="Host" error={errors.host} className="md:col-span-3">
              <Input name="host" value={form.host} onChange={(e) => set('host', e.target.value)} placeholder="smtp.example.com" autoComplete="off" spellCheck={false} />
            </Field>
            <Field label="Port" error={errors.port} className="md:col-span-1" description={form.port.trim() && portNumber === 0 ? 'Not a port number: saved as 0' : undefined}>
              <Input name="port" inputMode="numeric" value={form.port} onChange={(e) => set('port', e.target.value)} placeholder={String(DEFAULT_SMTP_PORT)} className="tabular-nums" />
            </Field>
            <div className="flex items-end md:col-span-2">
              <Label className="flex min-h-11 items-center gap-3 font-normal">
                <Checkbox name="secure" checked={form.secure} onCheckedChange={(v) => set('secure', v === true)} />
                Secure (SSL/TLS)
              </Label>
            </div>
            <Field label="User" error={errors.user} className="md:col-span-3">
              <Input name="user" value={form.user} onChange={(e) => set('user', e.target.value)} autoComplete="off" spellCheck={false} />
            </Field>
            <Field
              label="Password"
              error={errors.pass}
              className="md:col-span-3"
              description={config.hasPassword && !clearPassword ? 'A password is stored. Leave empty to keep it.' : 'No password stored.'}
            >
              <Input
                name="pass"
                type="password"
                value={form.pass}
                onChange={(e) => set('pass', e.target.value)}
                autoComplete="new-password"
                placeholder={config.hasPassword && !clearPassword ? '••••••••' : ''}
              />
            </Field>
            {config.hasPassword ? (
              <div className="md:col-span-6">
                <Label className="flex min-h-11 items-center gap-3 font-normal">
                  <Checkbox checked={clearPassword} onCheckedChange={(v) => setClearPassword(v === true)} />
                  Remove the stored password on save
                </Label>
              </div>
            ) : null}
            <Field label="From e-mail" error={errors.fromEmail} className="md:col-span-3" description="Sender address of every e-mail (defaults to the user name when that is an address).">
              <Input name="fromEmail" type="email" value={form.fromEmail} onChange={(e) => set('fromEmail', e.target.value)} placeholder="no-reply@example.com" />
            </Field>
            <Field label="Admin to-emails" error={errors.toEmails} className="md:col-span-3" description="Comma-separated. Quote, contact and order notifications go here.">
              <Input name="toEmails" value={form.toEmails} onChange={(e) => set('toEmails', e.target.value)} placeholder="sales@example.com, lab@example.com" />
            </Field>
          </div>
        </section>

        <section aria-labelledby="templates-title" className="rounded-lg border bg-card p-5 shadow-xs">
          <h2 id="templates-title" className="font-semibold">
            Templates
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Use <code className="font-mono text-xs">{'{{key}}'}</code> and <code className="font-mono text-xs">{'{{#if key}}…{{/if}}'}</code>. Keys:{' '}
            {QUOTE_TEMPLATE_KEYS.map((k, i) => (
              <React.Fragment key={k}>
                {i ? ', ' : ''}
                <code className="font-mono text-xs">{k}</code>
              </React.Fragment>
            ))}{' '}
            (catalogNumber for product quotes). Visitor values are always HTML-escaped; an empty template uses the default.
          </p>
          <Tabs defaultValue="default">
            <TabsList className="flex w-full flex-wrap sm:w-fit">
              {TEMPLATE_PAIRS.map((p) => (
                <TabsTrigger key={p.kind} value={p.kind}>
                  {p.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TEMPLATE_PAIRS.map((p) => (
              <TabsContent key={p.kind} value={p.kind} className="mt-4 grid gap-5 lg:grid-cols-2">
                <div className="grid gap-4">
                  <p className="text-sm text-muted-foreground">{p.hint}</p>
                  <Field label={`${p.label} subject`} error={errors[p.subject]}>
                    <Input name={p.subject} value={form[p.subject]} onChange={(e) => set(p.subject, e.target.value)} spellCheck={false} />
                  </Field>
                  <Field label={`${p.label} HTML body`} error={errors[p.body]}>
                    <Textarea
                      name={p.body}
                      value={form[p.body]}
                      onChange={(e) => set(p.body, e.target.value)}
                      rows={12}
                      spellCheck={false}
                      className="max-h-96 font-mono text-xs"
                    />
                  </Field>
                  <div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        set(p.subject, config.defaults[p.subject]);
                        set(p.body, config.defaults[p.body]);
                      }}
                    >
                      <RotateCcwIcon aria-hidden="true" />
                      Reset to default
                    </Button>
                  </div>
                </div>
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="text-sm font-medium">Preview with a sample quote</p>
                  <p className="truncate rounded-md border bg-surface px-3 py-2 text-sm" title={samples[p.kind].subject}>
                    <span className="text-muted-foreground">Subject: </span>
                    {samples[p.kind].subject}
                  </p>
                  {/* Admin HTML is shown in a sandbox: no scripts, no same-origin access. */}
                  <iframe
                    title={`${p.label} template preview`}
                    sandbox=""
                    srcDoc={samples[p.kind].html}
                    className="h-80 w-full rounded-md border bg-white"
                  />
                </div>
              </TabsContent>
            ))}
          </Tabs>
        </section>

        <FulfilmentTemplatesEditor
          value={Object.fromEntries(FULFILMENT_TEMPLATE_KEYS.map((k) => [k, form[k]])) as FulfilmentTemplates}
          defaults={config.fulfilmentDefaults}
          errors={errors}
          onChange={(key, text) => set(key, text)}
        />

        <div className="z-10 -mx-1 flex sm:sticky sm:bottom-0 flex-col gap-3 rounded-lg border bg-background/95 p-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
          <div aria-live="polite" className="min-h-6 text-sm">
            {flashText && flashData ? (
              <p className={cn('flex items-start gap-2 font-medium', flashData.tone === 'ok' ? 'text-success' : 'text-destructive')} data-testid="smtp-flash">
                {flashData.tone === 'ok' ? <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
                <span>
                  {flashData.text}
                  {flashData.detail ? <span className="block font-normal text-muted-foreground">{flashData.detail}</span> : null}
                </span>
              </p>
            ) : dirty ? (
              <p className="text-muted-foreground">Unsaved changes</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <PendingButton pending={busy === 'full'} icon={<SendIcon aria-hidden="true" />} type="button" variant="outline" disabled={!hydrated || busy !== null} onClick={() => void onTest('full')}>
              Test Full
            </PendingButton>
            <PendingButton pending={busy === 'product'} icon={<SendIcon aria-hidden="true" />} type="button" variant="outline" disabled={!hydrated || busy !== null} onClick={() => void onTest('product')}>
              Test Product
            </PendingButton>
            <PendingButton pending={busy === 'default'} icon={<SendIcon aria-hidden="true" />} type="button" variant="outline" disabled={!hydrated || busy !== null} onClick={() => void onTest('default')}>
              Send Test (Default)
            </PendingButton>
            <PendingButton pending={busy === 'save'} icon={<SaveIcon aria-hidden="true" />} type="submit" disabled={!hydrated || busy !== null}>
              Save
            </PendingButton>
          </div>
        </div>
      </form>

      <OutboxList initial={initialOutbox} ref={outboxRef} />
    </div>
  );
}
