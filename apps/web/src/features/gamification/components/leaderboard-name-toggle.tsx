import { ANONYMOUS_NAME, type GamificationProfile } from '@assay/contracts';
import { useGamificationSettings, useUpdateLeaderboardName } from '@/features/gamification/api/leaderboard-settings';
import { toast } from '@/lib/toast';

/** The profile's one setting, saved as it is switched: whether the leaderboard shows the name or "Anonymous". */
export function LeaderboardNameToggle({ profile }: { profile: GamificationProfile }) {
  const settings = useGamificationSettings();
  const update = useUpdateLeaderboardName();
  if (!settings.data) return null;
  const checked =
    update.isPending && update.variables !== undefined ? update.variables : settings.data.show_on_leaderboard;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-primary"
          checked={checked}
          disabled={update.isPending}
          aria-describedby="leaderboard-name-hint"
          onChange={(event) =>
            update.mutate(event.target.checked, {
              onError: (error) => toast.error(`Your leaderboard setting could not be saved. ${error.message}`),
            })
          }
        />
        Show my name on the leaderboard
      </label>
      <p id="leaderboard-name-hint" className="text-sm text-muted-foreground">
        {checked
          ? `Others see you as ${profile.username}.`
          : `Others see you as "${ANONYMOUS_NAME}"; you still see your own rank.`}
      </p>
    </div>
  );
}
