import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

export const inputClassName =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base sm:text-sm placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClassName, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(inputClassName, "pr-8", className)} {...props} />;
}
