import { LANGUAGE_NAMES, type LineRange, type SimilarityMatch } from '@assay/contracts';

/** How many matches are shown, the most similar first. */
export const TOP_MATCHES = 3;

const percent = (score: number) => `${Math.round(score * 100)}%`;

function whoOf(match: SimilarityMatch): string {
  if (match.kind === 'reference') return 'a reference solution';
  return match.candidate_name ? `${match.candidate_name}’s submission` : 'another candidate’s submission';
}

/** Why the other side is not shown. */
function hiddenBecause(match: SimilarityMatch): string {
  return match.kind === 'reference'
    ? 'The other side is a reference solution you cannot read, so only this submission’s regions are shown.'
    : 'The other side is another organization’s candidate, so only this submission’s regions are shown.';
}

function Lines({ code, range, label }: { code: string; range: LineRange; label: string }) {
  const lines = code.split('\n').slice(range.from - 1, range.to);
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
      {/* A tab stop: the region scrolls, and keyboard users must reach it (WCAG 2.1.1). */}
      <pre
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border bg-muted/40 py-2 font-mono text-xs"
      >
        {lines.map((text, index) => (
          <div key={index} className="flex">
            <span aria-hidden="true" className="w-10 shrink-0 pr-2 text-right text-muted-foreground select-none">
              {range.from + index}
            </span>
            <span className="whitespace-pre">{text || ' '}</span>
          </div>
        ))}
      </pre>
    </figure>
  );
}

const rangeText = (range: LineRange) =>
  range.from === range.to ? `line ${range.from}` : `lines ${range.from}–${range.to}`;

/** The submissions and reference solutions this code most resembles, with the matching regions side by side. */
export function SimilarityMatches({
  matches,
  code,
  codeMissing,
}: {
  matches: SimilarityMatch[];
  /** This submission's code (the playback's `final.code`); null until it has loaded. */
  code: string | null;
  /** Why `code` is null. */
  codeMissing: string;
}) {
  const top = [...matches].sort((a, b) => b.score - a.score).slice(0, TOP_MATCHES);
  return (
    <section aria-labelledby="integrity-matches-title" className="flex flex-col gap-3">
      <h3 id="integrity-matches-title" className="text-base font-semibold">
        Similar code
      </h3>
      {top.length === 0 ? (
        <p className="text-sm text-muted-foreground">No similar submission or reference solution was found.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {top.map((match, index) => (
            <li key={index} className="flex flex-col gap-3 rounded-md border border-border p-3">
              <h4 className="text-sm font-medium">
                <span className="tabular-nums">{percent(match.score)}</span>
                {` similar to ${whoOf(match)} (${LANGUAGE_NAMES[match.language]})`}
              </h4>
              {match.other_code === null ? (
                <p className="text-sm text-muted-foreground">{hiddenBecause(match)}</p>
              ) : null}
              {code === null ? (
                <p className="text-sm text-muted-foreground">{codeMissing}</p>
              ) : (
                match.regions.map((region, at) => (
                  <div key={at} className={match.other_code === null ? 'grid gap-3' : 'grid gap-3 md:grid-cols-2'}>
                    <Lines code={code} range={region.this} label={`This submission, ${rangeText(region.this)}`} />
                    {match.other_code !== null ? (
                      <Lines
                        code={match.other_code}
                        range={region.other}
                        label={`The other code, ${rangeText(region.other)}`}
                      />
                    ) : null}
                  </div>
                ))
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
