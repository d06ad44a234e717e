export const taskStatuses = ["todo", "in_progress", "done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** How many tasks the board shows per column at first, and how many more each 'Mostrar más'
 * adds: open columns newest first, 'Completadas' most recently completed first. */
export const taskBoardPageSize = 50;
/** The most a column can ask for at once; past it the board is no longer something to scroll. */
export const maxTaskBoardLimit = 1000;

export const taskPriorities = ["low", "medium", "high", "urgent"] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const recurringPatterns = ["none", "daily", "weekly", "monthly"] as const;
export type RecurringPattern = (typeof recurringPatterns)[number];
