import type { Database, DbExecutor } from './database.js';

/** The hooks of each open transaction, keyed by its `tx`: run once it commits, dropped if it rolls back. */
const hooksOf = new WeakMap<object, (() => void)[]>();

/**
 * Makes `db.transaction` run the hooks registered with `afterCommit` once its transaction has committed. Caches need
 * this: forgetting a value inside the transaction would let a concurrent read put the old value back before the commit.
 */
export function withCommitHooks(db: Database): Database {
  const begin = db.transaction.bind(db);
  const transaction: Database['transaction'] = async (work, config) => {
    const hooks: (() => void)[] = [];
    const result = await begin(async (tx) => {
      hooksOf.set(tx, hooks);
      return work(tx);
    }, config);
    for (const hook of hooks) hook();
    return result;
  };
  return Object.assign(db, { transaction });
}

/**
 * Runs `hook` once what was just written through `executor` is visible to every reader: at once outside a
 * transaction (the write has completed), after the commit inside one. Hooks must not throw.
 */
export function afterCommit(executor: DbExecutor, hook: () => void): void {
  const hooks = hooksOf.get(executor);
  if (hooks) hooks.push(hook);
  else hook();
}
