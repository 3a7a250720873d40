import { Archive, ArchiveRestore, Rocket } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePublishPath, useRestorePath, useRetirePath, type AdminPath } from '@/features/learning/api/authoring';
import { toast } from '@/lib/toast';

type Asking = 'publish' | 'retire' | 'restore' | null;

/**
 * Publish (the saved draft becomes the next version), Retire (closed to new learners) and Restore, each after a
 * confirmation. Publishing takes the saved draft: with unsaved changes it waits for Save.
 */
export function PathActions({ path, unsaved }: { path: AdminPath; unsaved: boolean }) {
  const publish = usePublishPath(path.id);
  const retire = useRetirePath(path.id);
  const restore = useRestorePath(path.id);
  const [asking, setAsking] = useState<Asking>(null);
  const next = (path.version ?? 0) + 1;
  const nothingToPublish = path.version !== null && !path.unpublished_changes;
  const close = () => {
    setAsking(null);
    publish.reset();
    retire.reset();
    restore.reset();
  };

  return (
    <>
      <Button variant="outline" disabled={unsaved || nothingToPublish} onClick={() => setAsking('publish')}>
        <Rocket aria-hidden="true" />
        Publish
      </Button>
      {path.status === 'published' ? (
        <Button variant="ghost" onClick={() => setAsking('retire')}>
          <Archive aria-hidden="true" />
          Retire
        </Button>
      ) : null}
      {path.status === 'retired' ? (
        <Button variant="ghost" onClick={() => setAsking('restore')}>
          <ArchiveRestore aria-hidden="true" />
          Restore
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking === 'publish'}
        onOpenChange={(open) => (open ? setAsking('publish') : close())}
        title={`Publish version ${next}?`}
        description="Learners already enrolled stay on their version until they choose to move."
        confirmLabel={`Publish version ${next}`}
        busy={publish.isPending}
        error={publish.isError ? errorMessage(publish.error) : undefined}
        onConfirm={() =>
          publish.mutate(undefined, {
            onSuccess: (published) => {
              toast.success(`Version ${published.version} of “${published.title}” is published.`);
              close();
            },
          })
        }
      />
      <ConfirmDialog
        open={asking === 'retire'}
        onOpenChange={(open) => (open ? setAsking('retire') : close())}
        title={`Retire “${path.title}”?`}
        description="It leaves the catalogue and no one new can enrol. Learners already on it go on and keep their progress and certificates. You can restore it later."
        confirmLabel="Retire path"
        busy={retire.isPending}
        error={retire.isError ? errorMessage(retire.error) : undefined}
        onConfirm={() =>
          retire.mutate(undefined, {
            onSuccess: () => {
              toast.success(`“${path.title}” is retired.`);
              close();
            },
          })
        }
      />
      <ConfirmDialog
        open={asking === 'restore'}
        onOpenChange={(open) => (open ? setAsking('restore') : close())}
        title={`Restore “${path.title}”?`}
        description="It returns to the catalogue and new learners can enrol again."
        confirmLabel="Restore path"
        busy={restore.isPending}
        error={restore.isError ? errorMessage(restore.error) : undefined}
        onConfirm={() =>
          restore.mutate(undefined, {
            onSuccess: () => {
              toast.success(`“${path.title}” is open to learners again.`);
              close();
            },
          })
        }
      />
    </>
  );
}
