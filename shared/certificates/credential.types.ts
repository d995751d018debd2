/**
 * A certificate as an Open Badges 3.0 credential (issue 33; docs/decisions/certificates.md, "Open
 * Badges 3.0 credentials"): the OpenBadgeCredential (W3C Verifiable Credentials Data Model 2.0) the
 * portal issues for each certificate, and the Bitstring Status List credential that says which
 * certificates are void. Zod-free: the web's verification page names them too.
 */

/** W3C VC Data Model 2.0, then the Open Badges 3.0 context (its current version, 3.0.3). */
export const OPEN_BADGE_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/**
 * Bits of the status list: the W3C Bitstring Status List's minimum (16 KB uncompressed), grown by
 * as much again whenever the certificate ids (its indexes) pass its end.
 */
export const STATUS_LIST_BLOCK_BITS = 16 * 1024 * 8;

/** The compact JWS's `typ` (VC-JOSE-COSE: a credential secured with JOSE). */
export const CREDENTIAL_JWT_TYPE = 'vc+jwt';

/** The issuer: the organisation, identified by the portal's address. */
export interface CredentialIssuer {
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

/** W3C Bitstring Status List entry: the certificate's bit (its id) in the portal's revocation list. */
export interface CertificateStatusEntry {
  id: string;
  type: 'BitstringStatusListEntry';
  statusPurpose: 'revocation';
  /** The certificate id, as a string (the spec's type for this property). */
  statusListIndex: string;
  statusListCredential: string;
}

export interface OpenBadgeCredential {
  '@context': typeof OPEN_BADGE_CONTEXTS;
  /** The certificate's public verification address. */
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  name: string;
  description: string;
  issuer: CredentialIssuer;
  /** When the certificate was issued. */
  validFrom: string;
  credentialSubject: {
    type: ['AchievementSubject'];
    /** The learner's name as printed (OB 3.0 names a person with an IdentityObject). */
    identifier: [{ type: 'IdentityObject'; identityType: 'name'; hashed: false; identityHash: string }];
    achievement: {
      id: string;
      type: ['Achievement'];
      achievementType: 'CertificateOfCompletion';
      name: string;
      description: string;
      criteria: { narrative: string };
    };
  };
  credentialStatus: CertificateStatusEntry;
}

/** GET /api/certificate/credential/{code}: the credential, and the same secured as a compact JWS (vc+jwt, EdDSA). */
export interface CertificateCredentialAnswer {
  credential: OpenBadgeCredential;
  jwt: string;
}

/** GET /api/certificate/status-list: which certificates are void, one bit each at its id. */
export interface StatusListCredential {
  '@context': [(typeof OPEN_BADGE_CONTEXTS)[0]];
  id: string;
  type: ['VerifiableCredential', 'BitstringStatusListCredential'];
  issuer: string;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: 'revocation';
    /** Multibase base64url (prefix `u`, no padding) of the GZIP-compressed bitstring; bit 0 is the first byte's highest bit. */
    encodedList: string;
  };
}
