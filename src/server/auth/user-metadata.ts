// A pupil's profile metadata (GoTrue's user_metadata). It travels inside every access token,
// so its size bounds the token's: four 900 KB updates once made a 4.8 MB token that every
// request was refused with, locking the pupil out (issue 14). The cap is on the stored value,
// after merging, measured as the JSON that goes into the token (docs/decisions/023).
export const USER_METADATA_MAX_BYTES = 8 * 1024;

export type UserMetadata = Record<string, unknown>;

export const metadataBytes = (metadata: UserMetadata) => Buffer.byteLength(JSON.stringify(metadata));

/** GoTrue's merge (models.User.UpdateUserMetaData): keys are replaced, a null value removes its key. */
export function mergeUserMetadata(current: UserMetadata, updates: UserMetadata): UserMetadata {
  const merged: UserMetadata = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Whether metadata may be stored: within the cap, or (for rows stored before the cap existed)
 * smaller than what is stored now, so a pupil can always remove keys.
 */
export function metadataAllowed(next: UserMetadata, current?: UserMetadata): boolean {
  const size = metadataBytes(next);
  return size <= USER_METADATA_MAX_BYTES || (current !== undefined && size < metadataBytes(current));
}

/** What goes into an access token: the metadata, or nothing for a row over the cap (stored before it). */
export const metadataForToken = (metadata: UserMetadata): UserMetadata =>
  metadataBytes(metadata) <= USER_METADATA_MAX_BYTES ? metadata : {};
