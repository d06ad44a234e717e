import type { ComponentType } from "react";
import type { Settings } from "#web/features/settings/api/settings-api.ts";

/** What every section of /settings receives: the household's settings as loaded. */
export interface SettingsSectionProps {
  settings: Settings;
}

export interface SettingsSection {
  /** Stable key, also the anchor (#id) of the section. */
  id: string;
  Component: ComponentType<SettingsSectionProps>;
}
