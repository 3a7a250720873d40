import { useState } from 'react';
import { useParams } from 'react-router';
import { IntegrityPanel } from '@/features/behavior/components/integrity-panel';
import { SessionPlayback, type PlaybackJump } from '@/features/behavior/components/playback/session-playback';
import { ReviewWorkspace } from '@/features/evaluation/components/review-workspace';

/** /interviewer/reviews/:submissionId: one final submission and its review, with how it was written and its signals. */
export function ReviewPage() {
  const { submissionId = '' } = useParams();
  // A signal's time shows that moment in the playback.
  const [jump, setJump] = useState<PlaybackJump | null>(null);
  return (
    <ReviewWorkspace
      submissionId={submissionId}
      behavior={
        <div className="grid gap-8 border-t border-border pt-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SessionPlayback submissionId={submissionId} jump={jump} />
          <IntegrityPanel submissionId={submissionId} onJump={(at) => setJump({ at })} />
        </div>
      }
    />
  );
}
