import type { Box, BoxShape } from './box.js';

/**
 * What makes a slot's boxes (isolation.ts chooses it): a fresh bubblewrap per box (drivers/bubblewrap.ts), or a run
 * entering the slot's host of the box's layout (drivers/slot-host.ts). Either way the box is the same to its user.
 */
export interface SandboxDriver {
  /** Makes a fresh box of this shape, which waits for its files; one that could not be made says why when started. */
  prepare(shape: BoxShape): Box;
  /** Ends what the driver keeps for the slot (its hosts). */
  close(): Promise<void>;
}
