import { PageBody, PageHeader } from '@/components/page-header';
import { OwnSubmissions } from '@/features/submissions/components/own-submissions';

/** /candidate/submissions: every submission the candidate has made, across their tasks (issue 25's "My submissions"). */
export function OwnSubmissionsPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="My submissions"
        description="Every attempt and final submission you have made, newest first. Open one to go back to its task."
      />
      <OwnSubmissions />
    </PageBody>
  );
}
