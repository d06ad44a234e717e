import type { ComponentProps } from "react";
import { inputClassName } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClassName, "h-auto min-h-20 py-2", className)} {...props} />;
}
