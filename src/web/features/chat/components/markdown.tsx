import type { ReactNode } from "react";

/**
 * The assistant's answers in a safe subset of Markdown: paragraphs, bullet and numbered lists,
 * **bold**, *italic*, `code` and http(s) links. It builds React elements and never HTML, so
 * whatever a model writes (or is tricked into writing) cannot inject markup or scripts.
 */
const inlinePattern = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

export function renderInline(text: string, keyPrefix = "i"): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const token = match[0];
    const start = match.index ?? 0;
    if (start > last) nodes.push(text.slice(last, start));
    const key = `${keyPrefix}-${index++}`;
    if (token.startsWith("**")) {
      nodes.push(<strong key={key}>{token.slice(2, -2)}</strong>);
    } else if (token.startsWith("`")) {
      nodes.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">
          {token.slice(1, -1)}
        </code>,
      );
    } else if (token.startsWith("[")) {
      const link = token.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/);
      const href = link?.[2] ?? "";
      if (link && /^https?:\/\//i.test(href)) {
        nodes.push(
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline"
          >
            {link[1]}
          </a>,
        );
      } else {
        nodes.push(link?.[1] ?? token);
      }
    } else {
      nodes.push(<em key={key}>{token.slice(1, -1)}</em>);
    }
    last = start + token.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type Block = { kind: "p"; lines: string[] } | { kind: "ul" | "ol"; items: string[] };

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split("\n")) {
    const bullet = line.match(/^\s*[-*•]\s+(.*)$/);
    const numbered = line.match(/^\s*\d+[.)]\s+(.*)$/);
    const current = blocks.at(-1);
    if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      const item = (bullet ?? numbered)?.[1] ?? "";
      if (current && current.kind === kind) current.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (line.trim() === "") {
      blocks.push({ kind: "p", lines: [] });
    } else if (current?.kind === "p") {
      current.lines.push(line);
    } else {
      blocks.push({ kind: "p", lines: [line] });
    }
  }
  return blocks.filter((block) => (block.kind === "p" ? block.lines.length > 0 : true));
}

export function Markdown({ text }: { text: string }) {
  return (
    <div className="grid gap-2">
      {blocksOf(text).map((block, index) => {
        const key = `b-${index}`;
        if (block.kind === "p") {
          return (
            <p key={key} className="whitespace-pre-wrap">
              {renderInline(block.lines.join("\n"), key)}
            </p>
          );
        }
        const List = block.kind;
        return (
          <List key={key} className={block.kind === "ul" ? "ml-5 list-disc" : "ml-5 list-decimal"}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a message's text only grows at its end
              <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
