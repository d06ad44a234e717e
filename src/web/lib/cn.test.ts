// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "#web/components/ui/badge.tsx";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { cn, mergeClasses } from "#web/lib/cn.ts";

/* `cn` merges classes as tailwind-merge did (issue 18 took tailwind-merge off every page's first
 * view): the two are compared here on what this app writes. Both walk the classes from the last to
 * the first and drop a class when a later one with the same variants sets the same thing, so
 * agreeing on every pair of classes is agreeing on every class string made of them. */

const webFolder = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // cn.ts itself writes the groups' names, not classes.
    if (file === path.join(webFolder, "lib/cn.ts")) return [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every string literal of src/web as the words it is made of; a template literal's words that
 * are completed by what it interpolates (`border-${tone}`) are left out. */
const literals = sourceFiles(webFolder).flatMap((file) =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g,
    ),
  ].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? "")
      .replace(/\$\{[^}]*\}/g, "\0")
      .split(/\s+/)
      .filter((word) => word && !word.includes("\0")),
  ),
);
/** Every word of them: each class the app can hand `cn`, and many words that are no class. */
const words = [...new Set(literals.flat())];
/** tailwind-merge keeps a word written twice only when it is no utility of its own. */
const utilities = words.filter((word) => twMerge(`${word} ${word}`) !== `${word} ${word}`);

function disagreements(lists: Iterable<string>): string[] {
  const found: string[] = [];
  for (const list of lists) {
    const expected = twMerge(list);
    const actual = mergeClasses(list);
    if (actual !== expected) found.push(`«${list}»: «${actual}», tailwind-merge «${expected}»`);
  }
  return found;
}

describe("cn", () => {
  it("reads src/web's classes (the comparisons below are over real classes)", () => {
    expect(utilities.length).toBeGreaterThan(500);
    for (const written of ["h-11", "px-4", "text-sm", "hover:bg-muted", "[&_svg]:size-4"]) {
      expect(utilities).toContain(written);
    }
  });

  it("takes a word for a utility exactly when tailwind-merge does", () => {
    expect(disagreements(words.map((word) => `${word} ${word}`))).toEqual([]);
  });

  it("merges every pair of src/web's utilities as tailwind-merge does", () => {
    const pairs = function* () {
      for (const first of utilities) for (const second of utilities) yield `${first} ${second}`;
    };
    expect(disagreements(pairs()).slice(0, 20)).toEqual([]);
  }, 120_000);

  it("merges each button and badge with every class a caller writes as tailwind-merge does", () => {
    const classNames = [
      ...new Set(
        literals.filter((literal) => literal.length > 0).map((literal) => literal.join(" ")),
      ),
    ];
    const buttons = ["default", "secondary", "outline", "ghost", "destructive", "link", "accent"]
      .flatMap((variant) =>
        ["default", "sm", "lg", "icon"].map((size) =>
          buttonVariants({
            variant: variant as "default",
            size: size as "default",
          }),
        ),
      )
      .concat(
        [
          "default",
          "secondary",
          "outline",
          "muted",
          "warning",
          "danger",
          "success",
          "destructive",
        ].map((variant) => badgeVariants({ variant: variant as "default" })),
      );
    expect(buttons).toHaveLength(36);
    const lists = function* () {
      for (const base of buttons) {
        yield base;
        for (const className of classNames) yield `${base} ${className}`;
      }
    };
    expect(disagreements(lists()).slice(0, 20)).toEqual([]);
  }, 120_000);

  it("lets a later utility win and keeps what does not conflict", () => {
    // A large button's text is the size's, and a link button's padding is the size's.
    expect(cn(buttonVariants({ size: "lg" }))).not.toMatch(/\btext-sm\b/);
    expect(cn(buttonVariants({ variant: "link" }))).not.toMatch(/\bpx-0\b/);
    expect(cn(buttonVariants(), "h-11")).not.toMatch(/\bh-10\b/);
    expect(cn("h-10 px-4 py-2 text-sm", "h-12 px-4", "text-base")).toBe("py-2 h-12 px-4 text-base");
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe(
      "text-sm text-destructive",
    );
    expect(cn("hover:bg-muted bg-card", "md:bg-muted")).toBe("hover:bg-muted bg-card md:bg-muted");
    expect(cn("size-4", "h-3")).toBe("size-4 h-3");
    expect(cn("h-3 w-3", "size-4")).toBe("size-4");
  });

  it("joins what clsx joins", () => {
    const hidden = false;
    expect(cn("flex", hidden && "hidden", undefined, null, ["gap-2", { "sr-only": true }])).toBe(
      "flex gap-2 sr-only",
    );
    expect(cn()).toBe("");
    expect(cn("  grid   gap-1 ")).toBe("grid gap-1");
  });
});
