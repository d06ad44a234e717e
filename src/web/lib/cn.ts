import { type ClassValue, clsx } from "clsx";

/** Joins class names, letting later Tailwind utilities override earlier ones:
 * `cn("h-10 px-4 text-sm", "h-11 text-base")` is "px-4 h-11 text-base". */
export function cn(...classes: ClassValue[]): string {
  return mergeClasses(clsx(classes));
}

/* tailwind-merge's answer without tailwind-merge (8.5 KB gzip in every page's first view,
 * issue 18): the same walk from the last class to the first, where a class is dropped when a
 * later one with the same variants sets the same thing, over a table of the utility groups this
 * app writes instead of all of Tailwind's. `cn.test.ts` compares it with tailwind-merge on every
 * pair of classes written anywhere in src/web: a utility this table reads differently fails
 * there, and is added here. */

/** Utilities that are a word of their own: group ← words. */
const keywordGroups = new Map<string, string>();
for (const line of [
  "display block inline-block inline flex inline-flex table inline-table flow-root grid inline-grid contents list-item hidden",
  "position static fixed absolute relative sticky",
  "visibility visible invisible collapse",
  "sr sr-only not-sr-only",
  "font-style italic not-italic",
  "decoration underline overline line-through no-underline",
  "case uppercase lowercase capitalize normal-case",
  "text-overflow truncate",
  "fvn-spacing tabular-nums proportional-nums",
  "isolation isolate isolation-auto",
]) {
  const [group, ...words] = line.split(" ");
  for (const word of words) keywordGroups.set(word, group as string);
}

const isLength = (value: string) =>
  /^\[(length:.+|-?[\d.]+[a-z%]+|0|(calc|min|max|clamp)\(.+\))\]$/.test(value);
const isWidth = (value: string) => value === "" || /^\d+$/.test(value) || isLength(value);
const lineStyle = /^(solid|dashed|dotted|double|none|hidden)$/;
/** A box's sides as the border and radius utilities name them. */
const borderSide = /^([xytrblse])(?:-(.*))?$/;
const cornerSide = /^(ss|se|ee|es|tl|tr|br|bl|[setrbl])(-|$)/;

/** Utilities written as a prefix and a value: prefix → the value's group. */
const prefixGroups = new Map<string, (value: string) => string | undefined>();
/** Prefixes that are a utility without a value too (`border`, `grow`). */
const bare = new Set(
  "border rounded shadow ring outline grow shrink transition resize backdrop-blur divide-x divide-y".split(
    " ",
  ),
);
/** What a spacing, inset or size takes (`4`, `1/2`, `px`, `auto`, `dvh`, `md`, `[3rem]`): a word
 * like «pt-BR» or «top-center» is no utility. */
const sized =
  /^(\d+(\.\d+)?(\/\d+)?|px|auto|full|screen|[dsl]v[hw]|lh|min|max|fit|prose|none|\d?xs|sm|md|lg|\d?xl|\[.+\]|\(.+\))$/;
for (const prefix of (
  "p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w min-w max-w h min-h max-h size " +
  "gap gap-x gap-y top right bottom left inset inset-x inset-y start end scroll-mt"
).split(" ")) {
  prefixGroups.set(prefix, (value) => (sized.test(value) ? prefix : undefined));
}
for (const prefix of (
  "z order basis grow shrink grid-cols grid-rows col-span row-span opacity duration delay ease " +
  "scale rotate translate-x translate-y leading tracking aspect underline-offset cursor " +
  "pointer-events resize touch fill stroke accent animate line-clamp whitespace justify " +
  "justify-items justify-self items self place-items align brightness backdrop-blur divide-x " +
  "divide-y from via to outline-offset overflow overflow-x overflow-y select transition break"
).split(" ")) {
  prefixGroups.set(prefix, () => prefix);
}
for (const [prefix, group] of [
  [
    "text",
    (value: string) =>
      /^(xs|sm|base|lg|\d*xl)$/.test(value) || isLength(value)
        ? "font-size"
        : /^(left|center|right|justify|start|end)$/.test(value)
          ? "text-align"
          : /^(wrap|nowrap|balance|pretty)$/.test(value)
            ? "text-wrap"
            : /^(ellipsis|clip)$/.test(value)
              ? "text-overflow"
              : "text-color",
  ],
  [
    "font",
    (value: string) =>
      /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
        ? "font-weight"
        : "font-family",
  ],
  [
    "bg",
    (value: string) =>
      // (tailwind-merge reads Tailwind 3's `bg-gradient-to-b` as a colour, so this does too)
      /^(linear-|radial|conic|none$)|^\[(url\(|image:|[\w-]*gradient\()/.test(value)
        ? "bg-image"
        : /^(auto|cover|contain)$/.test(value)
          ? "bg-size"
          : "bg-color",
  ],
  [
    "border",
    (value: string) => {
      const side = borderSide.exec(value);
      if (side) return `border-${isWidth(side[2] ?? "") ? "w" : "color"}-${side[1]}`;
      if (lineStyle.test(value)) return "border-style";
      if (/^(collapse|separate)$/.test(value)) return "border-collapse";
      return isWidth(value) ? "border-w" : "border-color";
    },
  ],
  [
    "rounded",
    (value: string) => {
      const side = cornerSide.exec(value);
      return side ? `rounded-${side[1]}` : "rounded";
    },
  ],
  [
    "shadow",
    (value: string) =>
      /^(|2xs|xs|sm|md|lg|xl|2xl|inner|none)$/.test(value) ? "shadow" : "shadow-color",
  ],
  [
    "ring",
    (value: string) =>
      value === "inset" ? "ring-w-inset" : isWidth(value) ? "ring-w" : "ring-color",
  ],
  ["ring-offset", (value: string) => (isWidth(value) ? "ring-offset-w" : "ring-offset-color")],
  [
    "outline",
    (value: string) =>
      lineStyle.test(value) ? "outline-style" : isWidth(value) ? "outline-w" : "outline-color",
  ],
  ["divide", (value: string) => (lineStyle.test(value) ? "divide-style" : "divide-color")],
  [
    "flex",
    (value: string) =>
      /^(row|col)(-reverse)?$/.test(value)
        ? "flex-direction"
        : /^(wrap|nowrap|wrap-reverse)$/.test(value)
          ? "flex-wrap"
          : "flex",
  ],
  [
    "object",
    (value: string) =>
      /^(contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position",
  ],
  ["list", (value: string) => (/^(inside|outside)$/.test(value) ? "list-position" : "list")],
  [
    "content",
    (value: string) =>
      /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value)
        ? "align-content"
        : /^(none|\[.+\]|\(.+\))$/.test(value)
          ? "content"
          : undefined,
  ],
] as const) {
  prefixGroups.set(prefix, group);
}

/** Groups that a later class also overrides (`p-4` after `px-2`, `size-4` after `h-3`). */
const overrides: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
};
for (const [group, joint] of [
  ["p", ""],
  ["m", ""],
  ["border-w", "-"],
  ["border-color", "-"],
]) {
  const side = (sides: string) => sides.split("").map((name) => `${group}${joint}${name}`);
  overrides[group as string] = side("xysetrbl");
  overrides[`${group}${joint}x`] = side("serl");
  overrides[`${group}${joint}y`] = side("tb");
}
overrides.rounded = "s e t r b l ss se ee es tl tr br bl".split(" ").map((s) => `rounded-${s}`);
for (const [side, corners] of Object.entries({
  s: "ss es",
  e: "se ee",
  t: "tl tr",
  r: "tr br",
  b: "br bl",
  l: "tl bl",
})) {
  overrides[`rounded-${side}`] = corners.split(" ").map((corner) => `rounded-${corner}`);
}

/** Variants that keep their place (`before:hover:` is not `hover:before:`); the others are
 * sorted, so `hover:focus:` and `focus:hover:` are the same variants. */
const orderedVariants = new Set(
  "* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(
    " ",
  ),
);

function groupOf(utility: string): string | undefined {
  // An arbitrary property, `[overflow-wrap:anywhere]`, is its property's.
  if (utility.startsWith("[") && utility.endsWith("]")) {
    const property = utility.slice(1, utility.indexOf(":"));
    return utility.includes(":") && property ? `[${property}` : undefined;
  }
  const name = utility.startsWith("-") ? utility.slice(1) : utility; // `-mt-1` is `mt`'s
  const keyword = keywordGroups.get(name);
  if (keyword) return keyword;
  // The longest prefix wins: `min-h-12` is `min-h`'s, `border-l-4` is `border`'s with `l-4`.
  for (let end = name.length; end > 0; end = name.lastIndexOf("-", end - 1)) {
    const prefix = name.slice(0, end);
    const group = prefixGroups.get(prefix);
    if (group)
      return end < name.length || bare.has(prefix) ? group(name.slice(end + 1)) : undefined;
  }
  return undefined;
}

/** tailwind-merge's `twMerge` for this app's utilities (see above). */
export function mergeClasses(classList: string): string {
  const taken: string[] = [];
  let result = "";
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] as string;
    // Split the variants off at the top level (not inside `[…]` or `(…)`), and a `/…` postfix.
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = -1;
    for (let at = 0; at < className.length; at++) {
      const character = className[at];
      if (depth === 0 && character === ":") {
        variants.push(className.slice(start, at));
        start = at + 1;
      } else if (depth === 0 && character === "/") slash = at;
      else if (character === "[" || character === "(") depth++;
      else if (character === "]" || character === ")") depth--;
    }
    let utility = className.slice(start);
    let important = "";
    if (utility.endsWith("!") || utility.startsWith("!")) {
      utility = utility.endsWith("!") ? utility.slice(0, -1) : utility.slice(1);
      important = "!";
    }
    // `bg-black/40` is `bg-black`'s (tailwind-merge counts the `/` from before a leading `!`).
    const group = (slash > start && groupOf(utility.slice(0, slash - start))) || groupOf(utility);
    if (!group) {
      result = result ? `${className} ${result}` : className;
      continue;
    }
    const sorted: string[] = [];
    let run: string[] = [];
    for (const variant of variants) {
      if (variant.startsWith("[") || orderedVariants.has(variant)) {
        sorted.push(...run.sort(), variant);
        run = [];
      } else run.push(variant);
    }
    sorted.push(...run.sort());
    const scope = `${sorted.join(":")}${important}:`;
    if (taken.includes(scope + group)) continue;
    taken.push(scope + group, ...(overrides[group] ?? []).map((other) => scope + other));
    result = result ? `${className} ${result}` : className;
  }
  return result;
}
