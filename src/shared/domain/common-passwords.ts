import { mostCommonPasswords } from "#shared/domain/common-passwords/top-100.ts";

const known = new Set(mostCommonPasswords.split("\n"));
let fullList: Promise<void> | undefined;

/**
 * Loads the whole list (10,000 passwords, ~90 KB) once. The server waits for it before it checks
 * a new password; a browser fetches it as its own chunk when someone starts typing one, so no
 * page carries it. Until it arrives, the 100 most common ones count.
 */
export function loadCommonPasswords(): Promise<void> {
  fullList ??= import("#shared/domain/common-passwords/top-10000.ts").then(
    ({ commonPasswords }) => {
      for (const password of commonPasswords.split("\n")) known.add(password);
    },
  );
  return fullList;
}

/** Whether a password is among the most used ones, in any case ("Password1" too). */
export function isCommonPassword(password: string): boolean {
  return known.has(password.toLowerCase());
}
