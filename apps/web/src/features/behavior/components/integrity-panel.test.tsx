import {
  SIGNAL_DEFINITIONS,
  SIGNAL_TIER_LABELS,
  type IntegrityReport,
  type IntegritySignal,
  type Playback,
} from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrityQuery, PREPARING_REFETCH_MS } from '@/features/behavior/api/integrity';
import { IntegrityPanel } from '@/features/behavior/components/integrity-panel';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const CODE = 'def solve(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n';
const PASTE_AT = '2026-11-24T10:03:01.000Z';

const signal = (kind: IntegritySignal['kind'], tier: IntegritySignal['tier'], rest: Partial<IntegritySignal>) => ({
  kind,
  tier,
  title: SIGNAL_DEFINITIONS[kind].title,
  definition: SIGNAL_DEFINITIONS[kind].definition,
  at: null,
  evidence: '',
  excerpt: null,
  ...rest,
});

function report(overrides: Partial<IntegrityReport> = {}): IntegrityReport {
  return {
    submission_id: 's1',
    computed_at: '2026-11-24T10:05:00.000Z',
    signals: [
      signal('time_away', 'info', { evidence: 'Away 2 minutes in all, 4% of the time allowed.' }),
      signal('external_paste', 'review', {
        at: PASTE_AT,
        evidence: '26 characters on 2 lines pasted from outside the editor, 20% of the submitted code.',
        excerpt: 'for x in xs:\n    total += x',
      }),
      signal('similar_code', 'strong', { evidence: '91% of the fingerprints match another submission.' }),
    ],
    matches: [
      {
        kind: 'submission',
        submission_id: 's2',
        candidate_name: 'Otto Other',
        same_organization: true,
        language: 'python',
        score: 0.912,
        regions: [{ this: { from: 3, to: 4 }, other: { from: 1, to: 2 } }],
        other_code: 'for item in xs:\n    total += item\nprint(total)',
      },
      {
        kind: 'submission',
        submission_id: null,
        candidate_name: null,
        same_organization: false,
        language: 'python',
        score: 0.7,
        regions: [{ this: { from: 2, to: 2 }, other: { from: 9, to: 9 } }],
        other_code: null,
      },
      {
        kind: 'reference',
        submission_id: null,
        candidate_name: null,
        same_organization: false,
        language: 'python',
        score: 0.65,
        regions: [{ this: { from: 5, to: 5 }, other: { from: 3, to: 3 } }],
        other_code: null,
      },
    ],
    summary: { info: 1, review: 1, strong: 1 },
    telemetry_available: true,
    telemetry_capped: false,
    appeal: {
      explanation: 'I pasted the loop from my own notes.',
      submitted_at: '2026-11-25T09:00:00.000Z',
      reply: null,
      replied_at: null,
      replied_by: null,
    },
    ...overrides,
  };
}

const PLAYBACK: Playback = {
  submission_id: 's1',
  events: [],
  streams: 1,
  capped: false,
  available: true,
  final: { language: 'python', code: CODE, submitted_at: '2026-11-24T10:03:20.000Z' },
};

function open(answer: IntegrityReport, onJump?: (at: string) => void) {
  const calls = stubApiRoutes({
    'GET /api/v1/behavior/submissions/s1/integrity': () => jsonResponse(answer),
    'GET /api/v1/behavior/submissions/s1/playback': () => jsonResponse(PLAYBACK),
    'POST /api/v1/behavior/submissions/s1/integrity/appeal/reply': (body) =>
      jsonResponse(
        report({
          appeal: {
            ...answer.appeal!,
            reply: (body as { reply: string }).reply,
            replied_at: new Date().toISOString(),
            replied_by: 'Ivy Interviewer',
          },
        }),
      ),
  });
  return { calls, ...renderPage(<IntegrityPanel submissionId="s1" onJump={onJump} />, { path: '/review' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the integrity panel', { timeout: 20_000 }, () => {
  it('lists the signals by tier with their evidence, definitions and times, in words that judge no one', async () => {
    const onJump = vi.fn();
    const { user, container } = open(report(), onJump);

    const tiers = await screen.findAllByRole('heading', { level: 3 });
    expect(tiers.map((heading) => heading.textContent).slice(0, 3)).toEqual([
      SIGNAL_TIER_LABELS.strong,
      SIGNAL_TIER_LABELS.review,
      SIGNAL_TIER_LABELS.info,
    ]);
    expect(within(screen.getByRole('list', { name: 'Signals by tier' })).getByText('Strong signal: 1')).toBeVisible();

    const paste = screen.getByRole('heading', { name: SIGNAL_DEFINITIONS.external_paste.title }).closest('li')!;
    expect(within(paste).getByText(/26 characters on 2 lines/)).toBeInTheDocument();
    expect(within(paste).getByLabelText(`Excerpt: ${SIGNAL_DEFINITIONS.external_paste.title}`)).toHaveTextContent(
      'total += x',
    );
    await user.click(within(paste).getByText('How is this defined?'));
    expect(within(paste).getByText(SIGNAL_DEFINITIONS.external_paste.definition)).toBeVisible();
    await user.click(within(paste).getByRole('button', { name: /in the playback$/ }));
    expect(onJump).toHaveBeenCalledWith(PASTE_AT);

    expect(screen.getAllByText('How is this defined?')).toHaveLength(3);
    expect(container.textContent).not.toMatch(/cheat|verdict|guilty|fraud/i);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the closest code side by side, and only this side where the other may not be read', async () => {
    open(report());
    const matches = await screen.findByRole('heading', { name: 'Similar code' });
    const items = within(matches.closest('section')!).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '91% similar to Otto Other’s submission (Python 3)',
      '70% similar to another candidate’s submission (Python 3)',
      '65% similar to a reference solution (Python 3)',
    ]);
    expect(await within(items[0]!).findByLabelText('This submission, lines 3–4')).toHaveTextContent('total += x');
    expect(within(items[0]!).getByLabelText('The other code, lines 1–2')).toHaveTextContent('total += item');

    expect(within(items[1]!).getByText(/another organization’s candidate/)).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText('This submission, line 2')).toHaveTextContent('total = 0');
    expect(within(items[1]!).queryByLabelText(/The other code/)).not.toBeInTheDocument();
    expect(within(items[2]!).getByText(/a reference solution you cannot read/)).toBeInTheDocument();
  });

  it('answers the candidate’s explanation, checking the answer first', async () => {
    const { user, calls } = open(report());
    expect(await screen.findByText('I pasted the loop from my own notes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(screen.getByText('Write your answer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await user.type(screen.getByLabelText('Your answer'), 'Thank you, that matches the replay.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Thank you, that matches the replay.')).toBeInTheDocument();
    expect(screen.getByText(/By Ivy Interviewer/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      reply: 'Thank you, that matches the replay.',
    });
  });

  it('says the report is being prepared, and shows it once it is', async () => {
    let ready = false;
    stubApiRoutes({
      'GET /api/v1/behavior/submissions/s1/integrity': () =>
        jsonResponse(ready ? report() : report({ computed_at: null, signals: [], matches: [], appeal: null })),
      'GET /api/v1/behavior/submissions/s1/playback': () => jsonResponse(PLAYBACK),
    });
    const { queryClient } = renderPage(<IntegrityPanel submissionId="s1" />, { path: '/review' });
    expect(await screen.findByText(/The report is being prepared/)).toBeInTheDocument();
    // Asked for again every few seconds while it is being prepared, and no more once it is ready.
    const interval = integrityQuery('s1').refetchInterval as (query: unknown) => number | false;
    const cached = () => queryClient.getQueryCache().find({ queryKey: integrityQuery('s1').queryKey });
    expect(interval(cached())).toBe(PREPARING_REFETCH_MS);
    ready = true;
    await queryClient.refetchQueries({ queryKey: ['behavior', 'integrity', 's1'] });
    expect(await screen.findByRole('heading', { name: SIGNAL_TIER_LABELS.strong })).toBeInTheDocument();
    expect(interval(cached())).toBe(false);
  });
});
