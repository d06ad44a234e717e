import type { AppContext } from "#server/app-context.ts";
import { notFound } from "#server/http/errors.ts";
import { saveAccountLocale } from "#server/modules/accounts/account-language.repository.ts";
import { type AcceptedFile, normalizeImage, storeFile } from "#server/modules/files/uploads.ts";
import { findHousehold } from "#server/modules/households/households.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { deleteAvatarFile } from "#server/modules/profiles/avatar-files.ts";
import {
  findProfileByUser,
  type ProfileChanges,
  type ProfileRecord,
  updateProfile,
} from "#server/modules/profiles/profiles.repository.ts";
import type { Profile } from "#shared/schemas/profiles.ts";

/** Avatars are shown small: 512 px on the long side is plenty for a sharp circle on any screen. */
const avatarDimension = 512;

async function loadProfile(app: AppContext, membership: Membership): Promise<ProfileRecord> {
  const profile = await findProfileByUser(
    app.database.db,
    membership.householdId,
    membership.userId,
  );
  if (!profile) throw notFound();
  return profile;
}

export async function getMyProfile(app: AppContext, membership: Membership): Promise<Profile> {
  const profile = await loadProfile(app, membership);
  const household = await findHousehold(app.database.db, membership.householdId);
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    dateOfBirth: profile.dateOfBirth,
    role: profile.role,
    preferences: profile.preferences,
    avatarUrl: profile.avatarUrl,
    household: { id: membership.householdId, name: household?.name ?? "" },
  };
}

/** Every member, whatever the role, edits their own profile (and only their own). */
export async function updateMyProfile(
  app: AppContext,
  membership: Membership,
  input: Omit<ProfileChanges, "avatarUrl">,
): Promise<Profile> {
  await updateProfile(app.database.db, membership.householdId, membership.profileId, {
    name: input.name,
    phone: input.phone,
    dateOfBirth: input.dateOfBirth,
    preferences: input.preferences,
  });
  // The member's language is the person's: the account (and the interface) follow it.
  if (input.preferences) {
    await saveAccountLocale(app.database.db, membership.userId, input.preferences.language);
    await app.live.forgetSessionsOf([membership.userId]);
  }
  app.live.publish(membership.householdId, {
    topic: "members",
    action: "profile-updated",
    id: membership.profileId,
    actorId: membership.userId,
  });
  return getMyProfile(app, membership);
}

/** The photo was checked by its bytes on upload; here it is re-encoded (which strips metadata and
 * anything hidden in it), resized, and stored under the household, served only to its members. */
export async function uploadAvatar(
  app: AppContext,
  membership: Membership,
  file: AcceptedFile,
): Promise<Profile> {
  const previous = await loadProfile(app, membership);
  const image = await normalizeImage(file.bytes, avatarDimension);
  const stored = await storeFile(
    app.storage,
    membership.householdId,
    "avatars",
    image.bytes,
    image.type,
  );
  await updateProfile(app.database.db, membership.householdId, membership.profileId, {
    avatarUrl: stored.url,
  });
  await deleteAvatarFile(app.storage, app.logger, previous.avatarUrl);
  app.live.publish(membership.householdId, {
    topic: "members",
    action: "avatar-updated",
    id: membership.profileId,
    actorId: membership.userId,
  });
  return getMyProfile(app, membership);
}
