export const taskStatuses = ["todo", "in_progress", "done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskPriorities = ["low", "medium", "high", "urgent"] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const recurringPatterns = ["none", "daily", "weekly", "monthly"] as const;
export type RecurringPattern = (typeof recurringPatterns)[number];
