import { SaveStatusLine } from '@/components/save-status-line';
import { CircleAlert, CircleCheck, CloudUpload, Hourglass, PencilLine } from 'lucide-react';
import type { WorkSaveState } from './use-stage-work';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Whether the work on screen is the work the server holds (and would submit at time-up), in words. */
export function saveStatusText(state: WorkSaveState): string {
  switch (state.kind) {
    case 'untouched':
      return 'Nothing to save yet';
    case 'unsaved':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `All changes saved at ${timeOf(state.at)}`;
    case 'failed':
      return `Not saved: ${state.message} It is tried again in a few seconds.`;
    case 'ended':
      return `${state.message} What was saved before was submitted.`;
  }
}

const icons = {
  untouched: PencilLine,
  unsaved: PencilLine,
  saving: CloudUpload,
  saved: CircleCheck,
  failed: CircleAlert,
  ended: Hourglass,
} as const;

export function SaveStatus({ state }: { state: WorkSaveState }) {
  return (
    <SaveStatusLine
      label="Your work"
      icon={icons[state.kind]}
      text={saveStatusText(state)}
      failed={state.kind === 'failed'}
    />
  );
}
