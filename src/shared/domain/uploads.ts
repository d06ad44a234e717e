/**
 * One size limit for every file a member sends with a post or a service request (photos,
 * documents): the dialogs state it, the browser checks it before uploading, the server enforces
 * it. Four files of 5 MB stay under the 25 MB one upload request may carry.
 */
export const uploadFileMegabytes = 5;
export const uploadFileBytes = uploadFileMegabytes * 1024 * 1024;
export const uploadFilesPerRequest = 4;
