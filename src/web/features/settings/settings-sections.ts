import { ApiTokensSection } from "#web/features/settings/components/api-tokens-section.tsx";
import { AssistantSection } from "#web/features/settings/components/assistant-section.tsx";
import { ChannelsSection } from "#web/features/settings/components/channels-section.tsx";
import { DangerSection } from "#web/features/settings/components/danger-section.tsx";
import { DataSection } from "#web/features/settings/components/data-section.tsx";
import { HouseholdSection } from "#web/features/settings/components/household-section.tsx";
import { PlanSection } from "#web/features/settings/components/plan-section.tsx";
import { RemindersSection } from "#web/features/settings/components/reminders-section.tsx";
import type { SettingsSection } from "#web/features/settings/components/settings-section.ts";

/** The sections of /settings, in order. A new section (notification preferences…) is one
 * component taking SettingsSectionProps, added here; the danger zone stays last. */
export const settingsSections: SettingsSection[] = [
  { id: "hogar", Component: HouseholdSection },
  { id: "asistente", Component: AssistantSection },
  { id: "recordatorios", Component: RemindersSection },
  { id: "canales", Component: ChannelsSection },
  { id: "plan", Component: PlanSection },
  { id: "datos", Component: DataSection },
  { id: "tokens-api", Component: ApiTokensSection },
  { id: "peligro", Component: DangerSection },
];
