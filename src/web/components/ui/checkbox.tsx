import { Check } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** `touch`: a 44 px target around the usual box, for lists ticked with a thumb. */
export function Checkbox({
  className,
  touch = false,
  ...props
}: ComponentProps<typeof CheckboxPrimitive.Root> & { touch?: boolean }) {
  if (touch) {
    return (
      <CheckboxPrimitive.Root
        className={cn(
          "group peer grid size-11 shrink-0 place-items-center rounded-md outline-offset-[-4px]",
          className,
        )}
        {...props}
      >
        <span className="grid size-6 place-items-center rounded border border-input bg-card group-aria-invalid:border-destructive group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground">
          <CheckboxPrimitive.Indicator className="flex items-center justify-center">
            <Check className="size-4" aria-hidden />
          </CheckboxPrimitive.Indicator>
        </span>
      </CheckboxPrimitive.Root>
    );
  }
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer size-5 shrink-0 rounded border border-input bg-card data-[state=checked]:bg-primary data-[state=checked]:border-primary data-[state=checked]:text-primary-foreground aria-invalid:border-destructive",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <Check className="size-4" aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
