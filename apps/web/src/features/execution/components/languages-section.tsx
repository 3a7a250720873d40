import { helloWorldPassed } from '@/features/execution/components/status-summary';
import { Badge } from '@/components/ui/badge';
import type { LanguageStatus } from '@/features/execution/api/get-execution-status';
import { verdictLabels } from '@/components/verdicts';

function failureReason(language: LanguageStatus): string {
  if (language.helloWorldStatus === null) return 'It could not run.';
  if (language.helloWorldStatus === 'accepted') return 'No time was measured.';
  return `${verdictLabels[language.helloWorldStatus]}.`;
}

function HelloWorldCell({ language }: { language: LanguageStatus }) {
  if (!language.available) return <span className="text-muted-foreground">Not run</span>;
  if (helloWorldPassed(language)) return <Badge variant="success">Passed</Badge>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant="destructive">Failed</Badge>
      <span className="text-xs text-muted-foreground">{failureReason(language)}</span>
    </div>
  );
}

function LatencyCell({ ms }: { ms: number | null }) {
  if (ms === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not measured</span>
      </>
    );
  }
  return <>{`${ms} ms`}</>;
}

/** Every language the runners know, with a hello-world run measured for this check. */
export function LanguagesSection({ languages }: { languages: LanguageStatus[] }) {
  return (
    <section aria-labelledby="languages-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="languages-title" className="text-lg font-semibold">
          Languages
        </h2>
        <p className="text-sm text-muted-foreground">
          Each available language ran a hello-world program through the queue and the sandbox for this check.
        </p>
      </div>
      {languages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No language is configured on this server.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Languages, their versions and how long a hello-world run took</caption>
            <thead className="bg-muted text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Language
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Version
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Availability
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Hello world
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {languages.map((language) => (
                <tr key={language.id} className="border-t border-border align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {language.name}
                  </th>
                  <td className="px-3 py-2 font-mono text-xs">{language.version}</td>
                  <td className="px-3 py-2">
                    <Badge variant={language.available ? 'outline' : 'secondary'}>
                      {language.available ? 'Available' : 'Not available'}
                    </Badge>
                  </td>
                  <td className="px-3 py-2">
                    <HelloWorldCell language={language} />
                  </td>
                  <td className="px-3 py-2 text-right font-mono tabular-nums">
                    <LatencyCell ms={language.helloWorldMs} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
