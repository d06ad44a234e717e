export const taskStatuses = ["todo", "in_progress", "done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** How many tasks the board shows per column at first, and how many more each 'Mostrar más'
 * adds: open columns newest first, 'Completadas' most recently completed first. */
export const taskBoardPageSize = 50;
/** The most a column can ask for at once; past it the board is no longer something to scroll. */
export const maxTaskBoardLimit = 1000;

export const taskPriorities = ["low", "medium", "high", "urgent"] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** The board's day views (issue 20): «Hoy» and «Atrasadas». */
export const taskDueViews = ["today", "overdue"] as const;
export type TaskDueView = (typeof taskDueViews)[number];

/** How a column can be ordered besides newest first. */
export const taskSorts = ["due", "priority"] as const;
export type TaskSort = (typeof taskSorts)[number];

export const recurringPatterns = ["none", "daily", "weekly", "monthly"] as const;
export type RecurringPattern = (typeof recurringPatterns)[number];
