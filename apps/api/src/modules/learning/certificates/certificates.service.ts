import { randomInt, randomUUID } from 'node:crypto';
import type { Certificate, PublicCertificate } from '@assay/contracts';
import type { Database, DbExecutor } from '../../../db/client.js';
import { NotFoundError } from '../../../lib/errors.js';
import type { AuditService } from '../../../platform/audit/audit.service.js';
import { createSecretBox } from '../../../platform/secrets/secret-box.js';
import type { UserRow } from '../../users/users.repository.js';
import type { RequestMeta } from '../../users/users.service.js';
import { certificateFileName, renderCertificatePdf } from './certificate-pdf.js';
import { type CertificateRow, createCertificatesRepository } from './certificates.repository.js';
import {
  didDocumentUrlFor,
  didWebFor,
  holderUrn,
  openBadgeCredential,
  signJwtVc,
  statusListUrlFor,
  verificationUrlFor,
  verifyJws,
} from './credential.js';
import { didDocument } from './did-document.js';
import { createIssuerKeys, ISSUER_KEY_PURPOSE } from './issuer-keys.js';
import { encodeStatusList, STATUS_LIST_BITS, statusListCredential } from './status-list.js';

export interface IssueInput {
  userId: string;
  holderName: string;
  pathId: string;
  pathTitle: string;
  pathDescription: string;
  version: number;
  completedAt: Date;
}

/**
 * A list takes new certificates until half full: indexes are drawn at random (so an index says nothing about when or
 * to whom a certificate was issued), and past half a draw would collide too often.
 */
const LIST_FILL = STATUS_LIST_BITS / 2;
const INDEX_DRAWS = 32;

/**
 * Certificates for completed learning paths: issued (once per learner and path) as signed Open Badges 3.0 credentials,
 * listed, printed, published for verification with the DID document and status lists, and revoked by an admin.
 */
export function createCertificatesService({
  db,
  publicUrl,
  secret,
  audit,
  newId = randomUUID,
  now = () => new Date(),
}: {
  db: Database;
  publicUrl: string;
  /** AUTH_SECRET: the private keys are sealed under a key derived from it. */
  secret: string;
  audit: AuditService;
  newId?: () => string;
  now?: () => Date;
}) {
  const repository = createCertificatesRepository(db);
  const keys = createIssuerKeys({ repository, box: createSecretBox(secret, ISSUER_KEY_PURPOSE) });
  const did = didWebFor(publicUrl);

  function view(row: CertificateRow): Certificate {
    const verificationUrl = verificationUrlFor(publicUrl, row.id);
    const linkedin = new URL('https://www.linkedin.com/profile/add');
    linkedin.search = new URLSearchParams({
      startTask: 'CERTIFICATION_NAME',
      name: row.pathTitle,
      organizationName: 'Assay',
      issueYear: String(row.issuedAt.getUTCFullYear()),
      issueMonth: String(row.issuedAt.getUTCMonth() + 1),
      certUrl: verificationUrl,
      certId: row.id,
    }).toString();
    return {
      id: row.id,
      path_id: row.pathId,
      path_title: row.pathTitle,
      version: row.version,
      holder_name: row.holderName,
      issued_at: row.issuedAt.toISOString(),
      status: row.revokedAt ? 'revoked' : 'active',
      revoked_at: row.revokedAt?.toISOString() ?? null,
      verification_url: verificationUrl,
      linkedin_url: linkedin.toString(),
    };
  }

  const adminView = (row: CertificateRow, email: string) => ({
    ...view(row),
    holder_email: email,
    revoked_reason: row.revokedReason,
  });

  async function found(id: string): Promise<CertificateRow> {
    const row = await repository.find(id);
    if (!row) throw new NotFoundError('Certificate not found.');
    return row;
  }

  return {
    /**
     * The holder's certificate for a completed path, issued on the first call and returned as it is on every later one.
     * Runs in the caller's transaction (the completion that earned it). Each attempt draws a free status index; a
     * collision with a concurrent issue is skipped by the insert and drawn again.
     */
    async issue(input: IssueInput, tx?: DbExecutor): Promise<Certificate> {
      const existing = await repository.findByHolderPath(input.userId, input.pathId, tx);
      if (existing) return view(existing);
      const key = await keys.signingKey(tx);
      const newest = await repository.newestList(tx);
      const list = newest.used >= LIST_FILL ? newest.list + 1 : newest.list;
      const id = newId();
      for (let draw = 0; draw < INDEX_DRAWS; draw++) {
        const statusIndex = randomInt(STATUS_LIST_BITS);
        const issuedAt = input.completedAt;
        const vc = openBadgeCredential(publicUrl, { ...input, id, issuedAt, statusList: list, statusIndex });
        const credential = await signJwtVc(key, did, { jti: vc.id, sub: holderUrn(input.userId), nbf: issuedAt }, vc);
        if (!(await verifyJws(credential, key.jwk))) throw new Error(`The issuer key ${key.kid} signs unverifiably.`);
        const inserted = await repository.insert(
          {
            id,
            userId: input.userId,
            pathId: input.pathId,
            version: input.version,
            holderName: input.holderName,
            pathTitle: input.pathTitle,
            issuedAt,
            credential,
            statusList: list,
            statusIndex,
          },
          tx,
        );
        if (inserted) return view(inserted);
        // Skipped: either a concurrent completion issued it first (return that one) or the index was taken.
        const raced = await repository.findByHolderPath(input.userId, input.pathId, tx);
        if (raced) return view(raced);
      }
      throw new Error(`No free status index in list ${list} after ${INDEX_DRAWS} draws.`);
    },

    async listOf(userId: string): Promise<{ items: Certificate[] }> {
      return { items: (await repository.ofHolder(userId)).map(view) };
    },

    /** The PDF for its holder or an admin; anyone else is told it does not exist. */
    async pdf(caller: UserRow, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const row = await repository.find(id);
      if (!row || (row.userId !== caller.id && caller.role !== 'admin'))
        throw new NotFoundError('Certificate not found.');
      const pdf = await renderCertificatePdf({
        id: row.id,
        holderName: row.holderName,
        pathTitle: row.pathTitle,
        issuedAt: row.issuedAt,
        verificationUrl: verificationUrlFor(publicUrl, row.id),
        issuerDid: did,
        revoked: row.revokedAt !== null,
      });
      return { fileName: certificateFileName(row.pathTitle, row.id), pdf };
    },

    /** What the public page verifies: the credential as signed, and where to find the key and the status. */
    async publicView(id: string): Promise<PublicCertificate> {
      const row = await found(id);
      return {
        id: row.id,
        credential: row.credential,
        did_document_url: didDocumentUrlFor(publicUrl),
        status_list_url: statusListUrlFor(publicUrl, row.statusList),
      };
    },

    async didDocument() {
      return didDocument(did, await keys.published());
    },

    /** A status list as a signed JWT, made from the revoked rows at the time of asking. */
    async statusList(list: number): Promise<string> {
      if (!(await repository.listHasCertificates(list))) throw new NotFoundError('Status list not found.');
      const url = statusListUrlFor(publicUrl, list);
      const at = now();
      const vc = statusListCredential({
        url,
        issuer: did,
        validFrom: at,
        encodedList: encodeStatusList(await repository.revokedIndexes(list)),
      });
      return signJwtVc(await keys.signingKey(), did, { jti: url, sub: `${url}#list`, nbf: at }, vc);
    },

    async adminList(query: { search?: string; status?: 'active' | 'revoked' }) {
      const rows = await repository.adminList(query);
      return { items: rows.map(({ certificate, email }) => adminView(certificate, email)) };
    },

    /** Revokes once, audited; revoking a revoked certificate changes nothing and returns it as it is. */
    async revoke(admin: UserRow, id: string, reason: string, meta: RequestMeta = {}) {
      await found(id);
      const revoked = await db.transaction(async (tx) => {
        const row = await repository.revoke(id, { at: now(), by: admin.id, reason }, tx);
        if (row)
          await audit.record(
            {
              actorId: admin.id,
              action: 'learning.certificate_revoked',
              targetType: 'learning_certificate',
              targetId: id,
              metadata: { reason, path_id: row.pathId, holder_id: row.userId },
              requestId: meta.requestId ?? null,
              ip: meta.ip ?? null,
            },
            tx,
          );
        return row;
      });
      const row = revoked ?? (await found(id));
      return adminView(row, await repository.holderEmail(row.userId));
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
