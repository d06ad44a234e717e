/** The reads that say who is signed in. Kept apart from their code so that every page can watch
 * them (the connection notice) without loading the session's code on public pages. */
export const sessionQueryKey = ["session"] as const;
export const meQueryKey = ["me"] as const;
