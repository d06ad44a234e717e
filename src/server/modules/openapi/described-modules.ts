import type { AnyModuleContract } from "#server/modules/openapi/openapi-document.ts";
import { apiTokensContract } from "#shared/contracts/api-tokens.ts";
import { authContract } from "#shared/contracts/auth.ts";
import { calendarContract, calendarFeedContract } from "#shared/contracts/calendar.ts";
import { channelWebhooksContract, phoneLinkContract } from "#shared/contracts/channels.ts";
import { chatContract } from "#shared/contracts/chat.ts";
import { communityContract } from "#shared/contracts/community.ts";
import { contactContract } from "#shared/contracts/contact.ts";
import { dailyBriefContract, dashboardContract } from "#shared/contracts/daily-brief.ts";
import { demoDataContract } from "#shared/contracts/demo-data.ts";
import { filesContract } from "#shared/contracts/files.ts";
import { healthContract } from "#shared/contracts/health.ts";
import { liveContract } from "#shared/contracts/live.ts";
import { meContract } from "#shared/contracts/me.ts";
import { mealsContract } from "#shared/contracts/meals.ts";
import { invitationsContract, joinContract, membersContract } from "#shared/contracts/members.ts";
import { notificationsContract, unsubscribeContract } from "#shared/contracts/notifications.ts";
import { onboardingContract } from "#shared/contracts/onboarding.ts";
import { openApiContract } from "#shared/contracts/openapi.ts";
import { pantryContract } from "#shared/contracts/pantry.ts";
import { profilesContract } from "#shared/contracts/profiles.ts";
import { quickAddContract, searchContract } from "#shared/contracts/search.ts";
import { servicesContract } from "#shared/contracts/services.ts";
import {
  accountDeletionContract,
  householdImportContract,
  settingsContract,
} from "#shared/contracts/settings.ts";
import { shoppingContract } from "#shared/contracts/shopping.ts";
import { tasksContract } from "#shared/contracts/tasks.ts";
import { undoContract } from "#shared/contracts/undo.ts";

/**
 * The modules whose routes are declared from a contract, in the order the reference lists
 * them. Converting a module (docs/architecture.md, "Converting a module") adds its contract
 * here and takes its routes off `notYetDescribed` in openapi.test.ts.
 */
export const describedModules: readonly AnyModuleContract[] = [
  authContract,
  dashboardContract,
  dailyBriefContract,
  tasksContract,
  shoppingContract,
  pantryContract,
  mealsContract,
  servicesContract,
  communityContract,
  filesContract,
  calendarContract,
  calendarFeedContract,
  searchContract,
  quickAddContract,
  chatContract,
  undoContract,
  meContract,
  onboardingContract,
  profilesContract,
  settingsContract,
  householdImportContract,
  accountDeletionContract,
  apiTokensContract,
  liveContract,
  demoDataContract,
  contactContract,
  membersContract,
  invitationsContract,
  joinContract,
  notificationsContract,
  unsubscribeContract,
  healthContract,
  phoneLinkContract,
  channelWebhooksContract,
  openApiContract,
];
