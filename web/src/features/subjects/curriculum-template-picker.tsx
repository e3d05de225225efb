import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { SubjectSummary } from '../../../../shared/schemas/curriculum-schemas';
import {
  keyStages,
  type CurriculumTemplateSummary,
} from '../../../../shared/schemas/curriculum-template-schemas';
import { messageOf } from '../../api/api-error';
import { useCurriculumTemplates, useImportTemplates } from '../../api/curriculum-template-api';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';

const stageLabels = { KS1: 'Key Stage 1', KS2: 'Key Stage 2', KS3: 'Key Stage 3', GCSE: 'GCSE' } as const;

const topicCount = (template: CurriculumTemplateSummary) =>
  template.units.reduce((sum, unit) => sum + unit.topics.length, 0);

/** One template: its checkbox (or "Imported"), and its units and topics behind a disclosure. */
function TemplateRow({
  template,
  checked,
  onToggle,
}: {
  template: CurriculumTemplateSummary;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const imported = template.importedSubjectId !== null;
  const inputId = `template-${template.id}`;
  return (
    <li className="rounded-control border border-slate-200 bg-white" data-template={template.id}>
      <div className="flex items-center gap-3 px-3 py-2">
        <input
          id={inputId}
          type="checkbox"
          className="size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700 disabled:cursor-not-allowed"
          checked={imported || checked}
          disabled={imported}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label
          htmlFor={inputId}
          className="flex min-h-11 min-w-0 flex-1 cursor-pointer flex-col justify-center"
        >
          <span className="text-sm font-semibold text-slate-900">{template.name}</span>
          <span className="text-xs text-slate-600">
            {template.units.length} units · {topicCount(template)} topics
          </span>
        </label>
        {imported ? <Badge tone="green">Imported</Badge> : null}
      </div>
      <details className="group border-t border-slate-100 px-3 text-sm">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-brand-800 select-none">
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-90"
          />
          Preview units and topics
        </summary>
        <p className="text-xs text-slate-600">Source: {template.source}</p>
        <ol className="mt-2 mb-3 list-decimal space-y-2 pl-5">
          {template.units.map((unit) => (
            <li key={unit.name}>
              <span className="font-medium text-slate-800">{unit.name}</span>
              <ul className="mt-1 list-disc pl-5 text-slate-600">
                {unit.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/**
 * The body of "Add from template": the catalogue grouped by key stage, one checkbox each (an imported
 * template is ticked, greyed and marked), a preview of each template's units and topics, and Import.
 * Imported subjects are ordinary subjects: the school edits them like any other.
 */
export function CurriculumTemplatePicker({
  onCancel,
  onImported,
}: {
  onCancel: () => void;
  onImported: (subjects: SubjectSummary[]) => void;
}) {
  const templates = useCurriculumTemplates();
  const importTemplates = useImportTemplates();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  if (templates.isPending)
    return (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner size="lg" label="Loading templates" />
      </div>
    );
  if (templates.isError)
    return (
      <RetryAlert
        message={messageOf(templates.error, 'Error loading curriculum templates')}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );

  const toggle = (templateId: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(templateId);
      else next.delete(templateId);
      return next;
    });
  // In the catalogue's order, whatever order they were ticked in.
  const selected = templates.data.filter(
    (template) => chosen.has(template.id) && template.importedSubjectId === null,
  );

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected.length === 0) return;
        importTemplates.mutate(
          selected.map((template) => template.id),
          { onSuccess: onImported },
        );
      }}
    >
      {importTemplates.isError ? (
        <Alert tone="error">{messageOf(importTemplates.error, 'Error importing templates')}</Alert>
      ) : null}
      {keyStages.map((stage) => {
        const ofStage = templates.data.filter((template) => template.keyStage === stage);
        if (ofStage.length === 0) return null;
        return (
          <fieldset key={stage} className="space-y-2">
            <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {stageLabels[stage]}
            </legend>
            <ul className="space-y-2">
              {ofStage.map((template) => (
                <TemplateRow
                  key={template.id}
                  template={template}
                  checked={chosen.has(template.id)}
                  onToggle={(checked) => toggle(template.id, checked)}
                />
              ))}
            </ul>
          </fieldset>
        );
      })}
      {/* A sticky box keeps to the scroll box's padding edge: -bottom-5 undoes the body's py-5, so it sits at the foot. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:-mx-6 sm:px-6">
        <p className="mr-auto basis-full text-sm text-slate-600 sm:basis-auto" aria-live="polite">
          {selected.length === 0 ? 'Choose one or more templates' : `${selected.length} selected`}
        </p>
        <Button variant="secondary" onClick={onCancel} disabled={importTemplates.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={selected.length === 0} busy={importTemplates.isPending}>
          {importTemplates.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
    </form>
  );
}
