'use client';
// The body of each wizard step: labelled radio groups, the gene info fields, the format checkboxes.
import * as React from 'react';
import { CircleCheckIcon as CheckCircle2Icon } from '@/components/icons/circle-check';
import { CircleExclamationPointIcon as CircleAlertIcon } from '@/components/icons/circle-exclamation-point';
import { ChoiceGroup } from '@/components/design/choice-group';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  CATEGORIES,
  DELIVERIES,
  FLUORESCENCE,
  FORMATS,
  FUNCTIONS,
  GENE_TEXT_MAX,
  LENTIVIRUS_TITERS,
  PROMOTERS,
  PROTEIN_TAGS,
  SELECTIONS,
  TARGETS,
  deliveriesFor,
  functionsFor,
} from '@/lib/domain/design/options';
import type { WizardAction, WizardState } from '@/lib/domain/design/wizard';
import { cn } from '@/lib/utils';

type Dispatch = (action: WizardAction) => void;

export function StepContent({ state, dispatch }: { state: WizardState; dispatch: Dispatch }) {
  const s = state.selection;
  switch (state.step) {
    case 1:
      return (
        <ChoiceGroup
          name="category"
          legend="Category"
          options={CATEGORIES}
          value={s.category}
          onChoose={(value, advance) => dispatch({ type: 'setCategory', value, advance })}
        />
      );
    case 2: {
      const allowed = functionsFor(s.category);
      return (
        <ChoiceGroup
          name="funcType"
          legend="Function"
          options={FUNCTIONS.filter((f) => allowed.includes(f.value))}
          value={s.funcType}
          onChoose={(value, advance) => dispatch({ type: 'setFunction', value, advance })}
        />
      );
    }
    case 3: {
      const allowed = deliveriesFor(s.funcType);
      return (
        <ChoiceGroup
          name="delivery"
          legend="Delivery"
          options={DELIVERIES.filter((d) => allowed.includes(d.value))}
          value={s.delivery}
          onChoose={(value, advance) => dispatch({ type: 'setDelivery', value, advance })}
        />
      );
    }
    case 4:
      return (
        <div className="grid gap-6 md:grid-cols-2">
          <ChoiceGroup size="sm" columns="grid-cols-1" required name="promoter" legend="Promoter" options={PROMOTERS} value={s.promoter} onChoose={(value) => dispatch({ type: 'setPromoter', value })} />
          <ChoiceGroup size="sm" columns="grid-cols-1" required name="selection" legend="Selection marker" options={SELECTIONS} value={s.selection} onChoose={(value) => dispatch({ type: 'setSelection', value })} />
          <ChoiceGroup size="sm" columns="grid-cols-1" name="proteinTag" legend="Protein tag" description="Optional" options={PROTEIN_TAGS} value={s.proteinTag} onChoose={(value) => dispatch({ type: 'setProteinTag', value })} />
          <ChoiceGroup size="sm" columns="grid-cols-1" name="fluorescence" legend="Fluorescence" description="Optional" options={FLUORESCENCE} value={s.fluorescence} onChoose={(value) => dispatch({ type: 'setFluorescence', value })} />
        </div>
      );
    case 5:
      return <TargetStep state={state} dispatch={dispatch} />;
    case 6:
      return <FormatStep state={state} dispatch={dispatch} />;
  }
}

function TargetStep({ state, dispatch }: { state: WizardState; dispatch: Dispatch }) {
  const s = state.selection;
  return (
    <div className="grid gap-6">
      <ChoiceGroup name="target" legend="Target" columns="sm:grid-cols-3" options={TARGETS} value={s.target} onChoose={(value) => dispatch({ type: 'setTarget', value })} />
      {s.target === 'Search Target Gene' ? (
        <form
          noValidate
          aria-labelledby="gene-info-title"
          className="grid gap-4 rounded-lg border bg-surface p-4 sm:p-5"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: 'confirmGene' });
          }}
        >
          <h3 id="gene-info-title" className="text-sm font-semibold">
            Gene info
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Gene Name" required description="Symbol or name, e.g. TP53">
              <Input
                name="geneName"
                value={s.geneName}
                maxLength={GENE_TEXT_MAX}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={state.geneError && !s.geneName.trim() ? true : undefined}
                onChange={(e) => dispatch({ type: 'setGeneName', value: e.target.value })}
              />
            </Field>
            <Field label="Gene Species" required description="e.g. Human, Mouse">
              <Input
                name="geneSpecies"
                value={s.geneSpecies}
                maxLength={GENE_TEXT_MAX}
                autoComplete="off"
                aria-invalid={state.geneError && !s.geneSpecies.trim() ? true : undefined}
                onChange={(e) => dispatch({ type: 'setGeneSpecies', value: e.target.value })}
              />
            </Field>
          </div>
          <div aria-live="polite" className="min-h-0">
            {state.geneError ? (
              <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
                <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {state.geneError}
              </p>
            ) : s.targetConfirmed ? (
              <p className="flex items-center gap-1.5 text-sm font-medium text-success">
                <CheckCircle2Icon className="size-4" aria-hidden="true" />
                Gene info confirmed
              </p>
            ) : null}
          </div>
          <div>
            <Button type="submit" variant={s.targetConfirmed ? 'outline' : 'default'}>
              {s.targetConfirmed ? 'Confirmed' : 'Confirm gene info'}
            </Button>
          </div>
        </form>
      ) : s.target ? (
        <p className="flex items-center gap-1.5 text-sm text-success">
          <CheckCircle2Icon className="size-4" aria-hidden="true" />
          {s.target === 'Control' ? 'Scramble control' : 'Non-Insert template'} confirmed
        </p>
      ) : null}
    </div>
  );
}

function FormatStep({ state, dispatch }: { state: WizardState; dispatch: Dispatch }) {
  const s = state.selection;
  const baseId = React.useId();
  return (
    <div className="grid gap-6">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-semibold">
          Format <span className="font-normal text-muted-foreground">(choose at least one)</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FORMATS.map((f) => {
            const id = `${baseId}-${f.code}`;
            const checked = s.format.includes(f.value);
            return (
              <div
                key={f.value}
                className={cn(
                  'relative flex min-h-16 items-start gap-3 rounded-lg border bg-card p-4 transition-colors duration-150 hover:border-primary/60',
                  checked && 'border-primary bg-primary/5 ring-1 ring-primary',
                )}
              >
                {/* A native checkbox (accent-coloured): the same behaviour as the Radix one, without its code. */}
                <input
                  type="checkbox"
                  id={id}
                  checked={checked}
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => dispatch({ type: 'toggleFormat', value: f.value, checked: e.target.checked })}
                  className="relative z-10 mt-0.5 size-5 shrink-0 cursor-pointer accent-primary sm:size-4"
                />
                <span className="flex flex-col">
                  <label htmlFor={id} className="cursor-pointer font-medium after:absolute after:inset-0">
                    {f.label}
                  </label>
                  <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {f.value === 'Cell' ? 'Frozen cells' : f.hint}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </fieldset>
      {s.format.includes('Lentivirus') ? (
        <ChoiceGroup
          size="sm"
          columns="sm:grid-cols-3"
          name="titer"
          legend="Lentivirus titer"
          options={LENTIVIRUS_TITERS}
          value={s.titer}
          onChoose={(value) => dispatch({ type: 'setTiter', value })}
        />
      ) : null}
    </div>
  );
}
