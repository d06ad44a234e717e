import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "#web/lib/cn.ts";

/**
 * The title of a demo step. It takes the focus when it appears after the visitor acted (not on
 * page load), so keyboard and screen-reader users land on the new step instead of on nothing.
 */
export function StepHeading({
  focusOnMount,
  className,
  ...props
}: ComponentProps<"h2"> & { focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className={cn(
        "text-2xl font-bold tracking-tight text-balance outline-none focus-visible:outline-2",
        className,
      )}
      {...props}
    />
  );
}
