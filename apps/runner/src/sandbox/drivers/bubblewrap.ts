import { boxSpawner, spawnDirect } from '../box-spawner.js';
import type { CgroupDriver } from '../cgroup.js';
import type { SandboxDriver } from '../driver.js';
import { ARGS_FD, makeBox } from '../run-sandboxed.js';
import { bwrapArgs } from './bubblewrap-args.js';

/**
 * A bubblewrap per box: the first process takes the slot's uid and becomes bubblewrap, whose options come through a
 * pipe, so no host path shows in the box's /proc/1/cmdline. Without box-spawn, Node.js starts it (spawnDirect).
 */
export function bubblewrapDriver(bwrap: string, cgroups: CgroupDriver | null): SandboxDriver {
  return {
    prepare: (shape) =>
      makeBox(
        shape,
        cgroups,
        ({ layout, launchOf, pipesOf }) => {
          const spawner = boxSpawner();
          const args = bwrapArgs(layout, shape.command);
          const separator = args.indexOf('--');
          const launch = launchOf([bwrap, '--args', String(ARGS_FD), ...args.slice(separator)]);
          return {
            started: spawner ? spawner.launch(launch, pipesOf(true)) : spawnDirect(launch, pipesOf(true)),
            options: `${args.slice(0, separator).join('\0')}\0`,
          };
        },
        { emptyBeforeNextRun: false },
      ),
    close: async () => undefined,
  };
}
