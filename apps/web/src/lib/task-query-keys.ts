/**
 * The cache keys of a candidate's tasks, shared by two features: tasks (lists, detail) and submissions (a task's
 * history; a new or scored submission changes the task's status and score, so it refreshes the detail).
 */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (filters: object) => ['tasks', 'list', filters] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  submissions: (id: string) => ['tasks', 'submissions', id] as const,
  /** "My submissions": the caller's own submissions of all their tasks, a page at a time. */
  ownSubmissions: ['tasks', 'own-submissions'] as const,
  ownSubmissionsPage: (page: number) => ['tasks', 'own-submissions', page] as const,
};
