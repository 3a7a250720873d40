import { SaveStatusLine } from '@/components/save-status-line';
import { CircleAlert, CircleCheck, CloudUpload, PencilLine } from 'lucide-react';
import type { SaveState } from '@/features/tasks/hooks/use-code-buffers';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Whether the code on screen is the code the server holds, in words (never by colour alone). */
export function saveStatusText(state: SaveState): string {
  switch (state.kind) {
    case 'unchanged':
      return 'Starter code: nothing to save yet';
    case 'unsaved':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `All changes saved at ${timeOf(state.at)}`;
    case 'failed':
      return `Not saved: ${state.message} It is tried again in a few seconds, as you type, and when you are back online.`;
  }
}

const icons = {
  unchanged: PencilLine,
  unsaved: PencilLine,
  saving: CloudUpload,
  saved: CircleCheck,
  failed: CircleAlert,
} as const;

export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <SaveStatusLine
      label="Draft"
      icon={icons[state.kind]}
      text={saveStatusText(state)}
      failed={state.kind === 'failed'}
    />
  );
}
