import type { AppContext, ServiceContext } from "#server/app-context.ts";
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

async function loadProfile(ctx: ServiceContext, membership: Membership): Promise<ProfileRecord> {
  const profile = await findProfileByUser(ctx.db, membership.householdId, membership.userId);
  if (!profile) throw notFound();
  return profile;
}

export async function getMyProfile(ctx: ServiceContext, membership: Membership): Promise<Profile> {
  const profile = await loadProfile(ctx, membership);
  const household = await findHousehold(ctx.db, membership.householdId);
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
  ctx: ServiceContext,
  membership: Membership,
  input: Omit<ProfileChanges, "avatarUrl">,
): Promise<Profile> {
  await updateProfile(ctx.db, membership.householdId, membership.profileId, {
    name: input.name,
    phone: input.phone,
    dateOfBirth: input.dateOfBirth,
    preferences: input.preferences,
  });
  // The member's language is the person's: the account (and the interface) follow it.
  if (input.preferences) {
    await saveAccountLocale(ctx.db, membership.userId, input.preferences.language);
    await ctx.live.forgetSessionsOf([membership.userId]);
  }
  ctx.live.publish(membership.householdId, {
    topic: "members",
    action: "profile-updated",
    id: membership.profileId,
    actorId: membership.userId,
  });
  return getMyProfile(ctx, membership);
}

/** The photo was checked by its bytes on upload; here it is re-encoded (which strips metadata and
 * anything hidden in it), resized, and stored under the household, served only to its members. */
export async function uploadAvatar(
  ctx: ServiceContext & Pick<AppContext, "storage" | "logger">,
  membership: Membership,
  file: AcceptedFile,
): Promise<Profile> {
  const previous = await loadProfile(ctx, membership);
  const image = await normalizeImage(file.bytes, avatarDimension);
  const stored = await storeFile(
    ctx.storage,
    membership.householdId,
    "avatars",
    image.bytes,
    image.type,
  );
  await updateProfile(ctx.db, membership.householdId, membership.profileId, {
    avatarUrl: stored.url,
  });
  await deleteAvatarFile(ctx.storage, ctx.logger, previous.avatarUrl);
  ctx.live.publish(membership.householdId, {
    topic: "members",
    action: "avatar-updated",
    id: membership.profileId,
    actorId: membership.userId,
  });
  return getMyProfile(ctx, membership);
}
