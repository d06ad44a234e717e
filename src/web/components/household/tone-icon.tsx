import { BriefcaseBusiness, Coffee, type LucideIcon, Smile } from "lucide-react";
import type { AssistantTone } from "#shared/domain/preferences.ts";
import { cn } from "#web/lib/cn.ts";

/** The tones drawn from the icon set, not as emoji: a phone without an emoji font showed empty
 * boxes where the choice's picture should be. */
const toneIcons: Record<AssistantTone, LucideIcon> = {
  friendly: Smile,
  professional: BriefcaseBusiness,
  casual: Coffee,
};

export function ToneIcon({ tone, className }: { tone: AssistantTone; className?: string }) {
  const Icon = toneIcons[tone];
  return <Icon aria-hidden data-tone-icon={tone} className={cn("size-6 shrink-0", className)} />;
}
