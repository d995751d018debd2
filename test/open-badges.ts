/**
 * How a verifier outside the portal reads a certificate's Open Badges 3.0 credential (issue 33),
 * with libraries that are not ours: ajv (JSON Schema 2019-09, ajv-formats) against 1EdTech's OB 3.0
 * schema vendored in test/fixtures/open-badges, and the W3C Bitstring Status List decoded with
 * zlib. Used by the API test (functions/certificates/credential.test.ts) and the e2e test.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';

/** A validator of the OB 3.0 AchievementCredential schema: `validate(json)` is true or leaves `validate.errors`. */
export function openBadgeValidator() {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const schema = JSON.parse(
    readFileSync(new URL('./fixtures/open-badges/ob_v3p0_achievementcredential_schema.json', import.meta.url), 'utf8'),
  );
  return ajv.compile(schema);
}

/** The bitstring of an `encodedList` (multibase `u` + base64url of its GZIP). */
export function statusBits(encodedList: string): Buffer {
  if (!encodedList.startsWith('u')) throw new Error(`not a multibase base64url list: ${encodedList.slice(0, 10)}`);
  return gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
}

/** Bit `index` of the list, read as the W3C spec orders it (index 0 is the first byte's most significant bit). */
export const statusBit = (bits: Buffer, index: number): number => (bits[index >> 3] >> (7 - (index & 7))) & 1;
