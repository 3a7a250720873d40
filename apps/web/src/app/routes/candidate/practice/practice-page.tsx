import { PageBody, PageHeader } from '@/components/page-header';
import { CandidatePractice } from '@/features/tasks/components/candidate-practice';

/** /practice: the challenge library and the candidate's practice tasks (issue 25's Practice entry). */
export function PracticePage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Practice"
        description="Solve challenges from the library at your own pace: your practice is yours alone and never expires."
      />
      <CandidatePractice />
    </PageBody>
  );
}
