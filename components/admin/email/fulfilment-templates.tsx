'use client';
// The customer e-mails after payment (shipped, refunded, cancelled): subject and HTML body per kind, edited
// like the quote templates, with a sandboxed preview rendered from a sample order.
import * as React from 'react';
import { RotateCcwIcon } from '@/components/icons/rotate-ccw';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import {
  FULFILMENT_EMAIL_KINDS,
  FULFILMENT_TEMPLATE_PAIRS,
  FULFILMENT_TEMPLATE_VARIABLES,
  renderFulfilmentEmail,
  sampleFulfilmentEmailInput,
  type FulfilmentTemplateKey,
  type FulfilmentTemplates,
} from '@/lib/domain/fulfilment-email';

const LABELS = { shipped: 'Shipped', refunded: 'Refunded', canceled: 'Cancelled' } as const;

export function FulfilmentTemplatesEditor({
  value,
  defaults,
  errors,
  onChange,
}: {
  value: FulfilmentTemplates;
  defaults: FulfilmentTemplates;
  errors: Record<string, string>;
  onChange: (key: FulfilmentTemplateKey, text: string) => void;
}) {
  const samples = React.useMemo(
    () => Object.fromEntries(FULFILMENT_EMAIL_KINDS.map((k) => [k, renderFulfilmentEmail(value, sampleFulfilmentEmailInput(k))])),
    [value],
  );
  return (
    <section aria-labelledby="fulfilment-templates-title" className="rounded-lg border bg-card p-5 shadow-xs">
      <h2 id="fulfilment-templates-title" className="font-semibold">
        Customer e-mails after payment
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Sent once per shipment, refund and cancellation. Values are HTML-escaped; an empty template uses the default. The plain-text part always
        carries the tracking number, lots and amounts.
      </p>
      <Tabs defaultValue="shipped">
        <TabsList className="flex w-full flex-wrap sm:w-fit">
          {FULFILMENT_EMAIL_KINDS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {LABELS[k]}
            </TabsTrigger>
          ))}
        </TabsList>
        {FULFILMENT_EMAIL_KINDS.map((k) => {
          const pair = FULFILMENT_TEMPLATE_PAIRS[k];
          return (
            <TabsContent key={k} value={k} className="mt-4 grid gap-5 lg:grid-cols-2">
              <div className="grid gap-4">
                <p className="text-sm text-muted-foreground">
                  Keys:{' '}
                  {FULFILMENT_TEMPLATE_VARIABLES[k].map((v, i) => (
                    <React.Fragment key={v}>
                      {i ? ', ' : ''}
                      <code className="font-mono text-xs">{v}</code>
                    </React.Fragment>
                  ))}
                </p>
                <Field label={`${LABELS[k]} subject`} error={errors[pair.subject]}>
                  <Input name={pair.subject} value={value[pair.subject]} onChange={(e) => onChange(pair.subject, e.target.value)} spellCheck={false} />
                </Field>
                <Field label={`${LABELS[k]} HTML body`} error={errors[pair.body]}>
                  <Textarea
                    name={pair.body}
                    value={value[pair.body]}
                    onChange={(e) => onChange(pair.body, e.target.value)}
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
                      onChange(pair.subject, defaults[pair.subject]);
                      onChange(pair.body, defaults[pair.body]);
                    }}
                  >
                    <RotateCcwIcon aria-hidden="true" />
                    Reset to default
                  </Button>
                </div>
              </div>
              <div className="flex min-w-0 flex-col gap-2">
                <p className="text-sm font-medium">Preview with a sample order</p>
                <p className="truncate rounded-md border bg-surface px-3 py-2 text-sm" title={samples[k].subject}>
                  <span className="text-muted-foreground">Subject: </span>
                  {samples[k].subject}
                </p>
                <iframe title={`${LABELS[k]} e-mail preview`} sandbox="" srcDoc={samples[k].html} className="h-80 w-full rounded-md border bg-white" />
              </div>
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
