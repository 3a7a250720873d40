import type { StaffTask } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useForkTask } from '@/features/tasks/api/fork-task';
import { toast } from '@/lib/toast';

/** Gives another candidate the same task (same version and settings); someone not in the organization is invited. */
export function ForkTaskDialog({ task, onClose }: { task: StaffTask | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const fork = useForkTask();
  function close() {
    setEmail('');
    fork.reset();
    onClose();
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!task || email.trim() === '') return;
    fork.mutate(
      { taskId: task.id, candidateEmail: email.trim().toLowerCase() },
      {
        onSuccess: (grant) => {
          toast.success(
            grant.task
              ? `${task.title} was given to ${grant.task.candidate.email}.`
              : `${grant.invited} was invited and gets ${task.title} on joining.`,
          );
          close();
        },
      },
    );
  }
  return (
    <Dialog open={task !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogTitle>{`Give ${task?.title ?? 'this task'} to another candidate`}</DialogTitle>
        <DialogDescription>
          They get the same version, instructions and time limit, linked to this task. Anyone not yet in your
          organization is invited as a candidate.
        </DialogDescription>
        <form
          noValidate
          onSubmit={submit}
          aria-label="Give the task to another candidate"
          className="flex flex-col gap-4"
        >
          <TextField
            label="Candidate's email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {fork.isError ? <FormAlert>{errorMessage(fork.error)}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={fork.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={fork.isPending} disabled={email.trim() === ''}>
              Give task
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
