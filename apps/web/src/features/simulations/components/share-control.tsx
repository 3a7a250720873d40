import type { Simulation } from '@assay/contracts';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useChangeSimulation } from '@/features/simulations/api/simulations';
import { toast } from '@/lib/toast';

export interface ShareOption {
  id: string;
  name: string;
}

/** Shares the report with one of the candidate's organizations (its reviewers may read it), or stops sharing it. */
export function ShareControl({ simulation, organizations }: { simulation: Simulation; organizations: ShareOption[] }) {
  const share = useChangeSimulation(simulation.id);
  const current = simulation.sharedWith?.id ?? '';
  const [choice, setChoice] = useState(current);
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        share.mutate(
          { action: 'share', organizationId: choice || null },
          {
            onSuccess: (updated) =>
              toast.success(
                updated.sharedWith
                  ? `Report shared with ${updated.sharedWith.name}.`
                  : 'The report is no longer shared.',
              ),
          },
        );
      }}
    >
      <p className="text-sm text-muted-foreground">
        {simulation.sharedWith
          ? `Shared with ${simulation.sharedWith.name}: its reviewers can read this report.`
          : 'Only you can see this report. Share it with an organization you belong to and its reviewers can read it.'}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="share-organization">Share with organization</Label>
          <NativeSelect id="share-organization" value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">Not shared</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" loading={share.isPending} disabled={choice === current}>
          {share.isPending ? null : <Share2 aria-hidden="true" />}
          Save sharing
        </Button>
      </div>
      {share.isError ? <FormAlert>{errorMessage(share.error)}</FormAlert> : null}
    </form>
  );
}
