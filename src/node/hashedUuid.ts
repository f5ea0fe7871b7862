import { createHash } from 'node:crypto';

/**
 * A UUID made of the first 16 bytes of SHA-256 of `text`, with the `version` nibble and the RFC 9562
 * variant set: the same text gives the same id at every build, and other texts other ids.
 */
export function hashedUuid(text: string, version: 4 | 8): string {
  const bytes = createHash('sha256').update(text).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | (version << 4);
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
