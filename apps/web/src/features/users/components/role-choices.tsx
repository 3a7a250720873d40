import { SELF_SELECTABLE_ROLES } from '@assay/contracts';
import { Briefcase, Building2, Code } from 'lucide-react';
import type { ReactNode } from 'react';
import { roleLabels } from '@/components/role-labels';
import { Spinner } from '@/components/ui/spinner';
import type { SelfSelectableRole } from '@/features/users/api/user-service';

const choices: Record<SelfSelectableRole, { description: string; icon: ReactNode }> = {
  candidate: { description: 'Take assessments, practise on coding tasks and follow learning paths.', icon: <Code /> },
  interviewer: { description: 'Assign tasks to candidates, then review and score their work.', icon: <Briefcase /> },
  orgadmin: { description: 'Set up your organization, invite your team and manage its plan.', icon: <Building2 /> },
};

/** The roles a user may give themselves, as cards; the one being chosen spins and the others wait. */
export function RoleChoices({
  choosing,
  onChoose,
}: {
  choosing: SelfSelectableRole | null;
  onChoose: (role: SelfSelectableRole) => void;
}) {
  return (
    <ul className="grid gap-4" aria-label="Roles">
      {SELF_SELECTABLE_ROLES.map((role) => {
        const { description, icon } = choices[role];
        const descriptionId = `role-${role}-description`;
        return (
          // The whole card is clickable through the button's stretched ::after, while the button's own content
          // stays its name alone and the description is only its description.
          <li
            key={role}
            className="relative flex items-center gap-4 rounded-lg border border-border bg-card p-5 transition-colors has-[button:enabled:hover]:border-primary has-[button:enabled:hover]:bg-secondary/40 has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring has-[button:focus-visible]:ring-offset-2 has-[button:focus-visible]:ring-offset-background has-[button:disabled]:opacity-60"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5"
            >
              {choosing === role ? <Spinner className="size-5" /> : icon}
            </span>
            <span className="flex flex-col gap-1">
              <button
                type="button"
                aria-describedby={descriptionId}
                aria-busy={choosing === role || undefined}
                disabled={choosing !== null}
                onClick={() => onChoose(role)}
                className="text-left font-semibold outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] disabled:cursor-not-allowed"
              >
                {roleLabels[role]}
              </button>
              <span id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
