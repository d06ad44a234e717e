import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "#web/features/chat/components/markdown.tsx";

describe("the assistant's markdown", () => {
  it("renders lists, bold, italic, code and safe links", () => {
    const { container } = render(
      <Markdown
        text={
          "Tienen **3** cosas:\n\n- Leche\n- *Pan* y `café`\n\n1. uno\n2. [guía](https://hogaria.app/ayuda)"
        }
      />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("3");
    expect([...container.querySelectorAll("ul li")].map((li) => li.textContent)).toEqual([
      "Leche",
      "Pan y café",
    ]);
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    const link = container.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://hogaria.app/ayuda");
    expect(link?.getAttribute("rel")).toContain("noopener");
  });

  it("never turns text into markup or script links", () => {
    const { container } = render(
      <Markdown
        text={
          '<img src=x onerror="alert(1)"> [clic](javascript:alert(1)) <script>alert(2)</script>'
        }
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
