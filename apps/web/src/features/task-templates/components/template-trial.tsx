import { LANGUAGE_NAMES, type LanguageId, type RedactedTemplateContent, type TemplateContent } from '@assay/contracts';
import { FlaskConical, MonitorPlay } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { MarkdownText } from '@/components/markdown';
import { TestResults } from '@/components/test-results';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { useTemplateVersions } from '@/features/task-templates/api/get-template-versions';
import type { TemplateView } from '@/features/task-templates/api/get-template';
import { useTryTemplate } from '@/features/task-templates/api/try-template';

type Source = 'draft' | 'published';
type Shown = Pick<RedactedTemplateContent, 'title' | 'statement' | 'tests' | 'time_limit_ms'> & {
  languages: { language: LanguageId; starter_code: string }[];
};

/** What a candidate would see of this content: the statement, the visible tests, each language's starter code. */
function shownOf(content: TemplateContent | RedactedTemplateContent): Shown {
  return {
    ...content,
    tests: content.tests.filter((test) => !test.hidden).map((test) => ({ ...test, hidden: false })),
  };
}

/** The candidate's side of one content: statement left, editor and language right, "Run examples" and results below. */
function Workspace({ id, source, content }: { id: string; source: Source; content: Shown }) {
  const [language, setLanguage] = useState<LanguageId>(content.languages[0]!.language);
  // Each language keeps its own buffer, as a candidate's does.
  const [buffers, setBuffers] = useState<Partial<Record<LanguageId, string>>>({});
  const starter = content.languages.find((entry) => entry.language === language)?.starter_code ?? '';
  const code = buffers[language] ?? starter;
  const run = useTryTemplate();
  const runExamples = () => run.mutate({ id, source, language, code });

  return (
    <div className="grid min-h-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-label="Statement" className="flex min-h-0 flex-col gap-3 overflow-y-auto lg:max-h-[70vh]">
        <MarkdownText text={content.statement} />
        {content.tests.map((test) => (
          <div key={test.id} className="grid gap-2 rounded-md border border-border p-2 text-xs">
            <p className="font-medium">{test.name}</p>
            <pre aria-label={`${test.name} input`} className="overflow-x-auto rounded bg-muted p-2 font-mono">
              {test.input}
            </pre>
          </div>
        ))}
      </section>
      <div className="flex min-w-0 flex-col gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          Language
          <NativeSelect
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageId)}
            className="w-56"
          >
            {content.languages.map((entry) => (
              <option key={entry.language} value={entry.language}>
                {LANGUAGE_NAMES[entry.language]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <LazyCodeEditor
          label={`${LANGUAGE_NAMES[language]} code`}
          language={language}
          value={code}
          onChange={(next) => setBuffers((current) => ({ ...current, [language]: next }))}
          onRun={runExamples}
          className="h-80"
        />
        <div>
          <Button type="button" loading={run.isPending} onClick={runExamples} title="Run examples (Ctrl+Enter)">
            {run.isPending ? null : <FlaskConical aria-hidden="true" />}
            {run.isPending ? 'Running…' : 'Run examples'}
          </Button>
        </div>
        <div aria-live="polite" className="flex flex-col gap-3">
          {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
          {run.isSuccess ? (
            <section aria-labelledby="trial-results" className="flex flex-col gap-3">
              <h3 id="trial-results" className="font-semibold">
                {`${run.data.passed} of ${run.data.total} visible tests passed`}
              </h3>
              {run.data.compile_error ? (
                <pre aria-label="Compiler output" className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs">
                  {run.data.compile_error}
                </pre>
              ) : (
                <TestResults tests={run.data.tests} timeLimitMs={content.time_limit_ms} />
              )}
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * "Try as candidate": the template in a candidate's workspace — its statement, starter code and visible tests — run
 * through the candidates' judge, unscored and kept nowhere. Editors try the saved draft or the published version.
 */
export function TemplateTrial({ template }: { template: TemplateView }) {
  const [open, setOpen] = useState(false);
  const published = template.published_version > 0;
  const [source, setSource] = useState<Source>(template.can_edit ? 'draft' : 'published');
  // An editor's view holds the draft; the published version's content comes from the history (newest first).
  const versions = useTemplateVersions(template.id, open && template.can_edit && source === 'published');
  const content =
    source === 'draft' || !template.can_edit ? template.content : (versions.data?.versions[0]?.content ?? null);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <MonitorPlay aria-hidden="true" />
        Try as candidate
      </Button>
      <DialogContent className="max-w-6xl">
        <DialogTitle>{`Try “${template.content.title}” as a candidate`}</DialogTitle>
        <DialogDescription>
          Runs your code against the visible tests, as a candidate&apos;s run does. Nothing is scored or kept.
        </DialogDescription>
        {template.can_edit && published ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            Content
            <NativeSelect value={source} onChange={(event) => setSource(event.target.value as Source)} className="w-64">
              <option value="draft">The saved draft</option>
              <option value="published">{`Version ${template.published_version} (published)`}</option>
            </NativeSelect>
          </label>
        ) : null}
        {versions.isError ? <FormAlert>{errorMessage(versions.error)}</FormAlert> : null}
        {content ? (
          <Workspace key={source} id={template.id} source={source} content={shownOf(content)} />
        ) : (
          <p className="text-sm text-muted-foreground">Loading the published version…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
