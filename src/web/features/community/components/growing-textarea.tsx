import { type ComponentProps, useLayoutEffect, useRef } from "react";
import { inputClassName } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

/** A textarea that grows with its text up to 15rem (spec §9), then scrolls. */
export function GrowingTextarea({ className, value, ...props }: ComponentProps<"textarea">) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${element.scrollHeight + borders}px`;
  }, [value]);
  return (
    <textarea
      ref={ref}
      rows={2}
      value={value}
      className={cn(
        inputClassName,
        "h-auto max-h-60 min-h-16 resize-none overflow-y-auto",
        className,
      )}
      {...props}
    />
  );
}
