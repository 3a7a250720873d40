import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type TemplateDraft } from '@/features/task-templates/components/template-draft';
import { TemplateTestsEditor } from '@/features/task-templates/components/template-tests-editor';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

spyOnToastsEachTest('success');

/** The tests editor over a draft it changes, as the template form holds it. */
function Harness({ initial, record }: { initial: TemplateDraft; record: (draft: TemplateDraft) => void }) {
  const [draft, setDraft] = useState(initial);
  useEffect(() => record(draft), [draft, record]);
  return (
    <TemplateTestsEditor
      draft={draft}
      errors={{}}
      change={(changes) => setDraft((current) => ({ ...current, ...changes }))}
    />
  );
}

function setUp(tests: TemplateDraft['tests']) {
  const seen = { draft: { ...emptyDraft(), tests } };
  const record = (draft: TemplateDraft) => {
    seen.draft = draft;
  };
  render(<Harness initial={seen.draft} record={record} />);
  return { seen, user: userEvent.setup() };
}

const written = { id: 'kept', name: 'Mine', hidden: true, weight: '2', input: '5\n', expected_output: '25\n' };
const blank = { ...written, id: 'blank', name: 'Test 2', hidden: false, weight: '1', input: '', expected_output: '' };

describe('importing tests into the editor', () => {
  it("appends a zip's tests after the ones written, in place of an empty one", async () => {
    const { seen, user } = setUp([written, blank]);
    const zip = zipSync({
      '01.in': strToU8('1\n'),
      '01.out': strToU8('1\n'),
      '02.in': strToU8('3\n'),
      '02.out': strToU8('9\n'),
    });
    await user.upload(screen.getByLabelText('Tests file (.zip or .csv)'), new File([zip], 'squares.zip'));
    await waitFor(() => expect(seen.draft.tests).toHaveLength(3));
    expect(seen.draft.tests[0]).toEqual(written);
    expect(
      seen.draft.tests
        .slice(1)
        .map(({ name, input, expected_output, hidden }) => ({ name, input, expected_output, hidden })),
    ).toEqual([
      { name: 'Test 01', input: '1\n', expected_output: '1\n', hidden: false },
      { name: 'Test 02', input: '3\n', expected_output: '9\n', hidden: false },
    ]);
    expect(new Set(seen.draft.tests.map((test) => test.id)).size).toBe(3);
    expect(screen.getByRole('group', { name: 'Test 02' })).toBeInTheDocument();
    expect(screen.getByText('2 visible, 1 hidden.', { exact: false })).toBeInTheDocument();
  });

  it('imports a CSV, hidden column included', async () => {
    const { seen, user } = setUp([written]);
    await user.upload(
      screen.getByLabelText('Tests file (.zip or .csv)'),
      new File(['input,output,hidden\n2,4,false\n7,49,true\n'], 'squares.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(seen.draft.tests).toHaveLength(3));
    expect(seen.draft.tests.map((test) => test.hidden)).toEqual([true, false, true]);
  });

  it('says what is wrong with a bad file and keeps every test as it was', async () => {
    const { seen, user } = setUp([written, blank]);
    await user.upload(
      screen.getByLabelText('Tests file (.zip or .csv)'),
      new File([zipSync({ '01.in': strToU8('1') })], 'half.zip'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'half.zip is missing 01.out: each test needs an .in and an .out file.',
    );
    expect(seen.draft.tests).toEqual([written, blank]);
  });
});
