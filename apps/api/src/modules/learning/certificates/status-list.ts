import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0. Each certificate has an index in a list; its bit set means revoked. The list is at
 * least 131,072 bits (16 KiB) so that one certificate's bit hides among many (the spec's herd privacy), gzip-compressed
 * and multibase-encoded as base64url (prefix `u`). Index 0 is the most significant bit of the first byte.
 */
export const STATUS_LIST_BITS = 131_072;
export const STATUS_LIST_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

export function encodeStatusList(setIndexes: Iterable<number>, bits = STATUS_LIST_BITS): string {
  const bytes = new Uint8Array(Math.ceil(bits / 8));
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= bits)
      throw new RangeError(`Status index ${index} is out of the list.`);
    bytes[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** The bit at `index` of an encoded list (what a verifier reads; the tests read the served list with it). */
export function statusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('The status list is not multibase base64url.');
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  if (index < 0 || index >= bytes.length * 8) throw new RangeError(`Status index ${index} is out of the list.`);
  return (bytes[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

/** The BitstringStatusListCredential for one list, before signing. */
export function statusListCredential(input: { url: string; issuer: string; validFrom: Date; encodedList: string }) {
  return {
    '@context': [STATUS_LIST_CONTEXT],
    id: input.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: input.issuer,
    validFrom: input.validFrom.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      id: `${input.url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: input.encodedList,
    },
  };
}
