import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tasks } from '../src/modules/tasks/tasks.tables.js';

/**
 * Moves a task's dates as the passing of time would (a due date gone by, a timed task started long ago), behind
 * the app's back; the app's kept reads are dropped, since no write of its own told it.
 */
export async function setTaskDates(
  app: FastifyInstance,
  taskId: string,
  dates: { dueAt?: Date; startedAt?: Date },
): Promise<void> {
  await app.services.db.update(tasks).set(dates).where(eq(tasks.id, taskId));
  app.services.readCaches.clear();
}
