/**
 * One size limit for every file a member sends with a post or a service request (photos,
 * documents): the dialogs state it, the browser checks it before uploading, the server enforces
 * it. Four files of 5 MB stay under the 25 MB one upload request may carry.
 */
export const uploadFileMegabytes = 5;
export const uploadFileBytes = uploadFileMegabytes * 1024 * 1024;
export const uploadFilesPerRequest = 4;

/** Avatars: images only (checked by content on the server), at most 5 MB. Here and not with the
 * profile schemas so the browser's check does not bring Zod into /profiles' first view. */
export const avatarMaxBytes = 5 * 1024 * 1024;
