/** Initials for an avatar: first letters of the first two words, uppercase (spec §2, §9). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toLocaleUpperCase("es");
}
