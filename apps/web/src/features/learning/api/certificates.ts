import {
  adminCertificateListSchema,
  adminCertificateSchema,
  certificateListSchema,
  learningPaths,
  publicCertificateSchema,
  type Certificate,
  type PublicCertificate,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { downloadPdf } from '@/lib/api-client/download-pdf';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { Certificate, PublicCertificate };
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export interface AdminCertificatesQuery {
  search?: string;
  status?: 'active' | 'revoked';
}

export const certificateKeys = {
  all: ['learning', 'certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  public: (id: string) => [...certificateKeys.all, 'public', id] as const,
  admin: (query: AdminCertificatesQuery) => [...certificateKeys.all, 'admin', query] as const,
};

/** GET /learning/certificates: the caller's certificates, newest first. */
export function getMyCertificates(signal?: AbortSignal): Promise<{ items: Certificate[] }> {
  return apiClient.get(learningPaths.certificates, { schema: certificateListSchema, signal });
}
export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: certificateKeys.mine(), queryFn: ({ signal }) => getMyCertificates(signal) });
export const useMyCertificates = () => useQuery(myCertificatesQueryOptions());

/** GET /credentials/{id} (no sign-in): the signed credential and where its key and status are published. */
export function getPublicCertificate(id: string, signal?: AbortSignal): Promise<PublicCertificate> {
  return apiClient.get(fillPath(learningPaths.publicCertificate, { id }), { schema: publicCertificateSchema, signal });
}
export const publicCertificateQueryOptions = (id: string) =>
  queryOptions({ queryKey: certificateKeys.public(id), queryFn: ({ signal }) => getPublicCertificate(id, signal) });
export const usePublicCertificate = (id: string) => useQuery(publicCertificateQueryOptions(id));

/** GET /admin/learning/certificates: every certificate matching the search and status. */
export function getAdminCertificates(
  query: AdminCertificatesQuery,
  signal?: AbortSignal,
): Promise<{ items: AdminCertificate[] }> {
  return apiClient.get(learningPaths.adminCertificates, {
    query: { search: query.search || undefined, status: query.status },
    schema: adminCertificateListSchema,
    signal,
  });
}
export const adminCertificatesQueryOptions = (query: AdminCertificatesQuery) =>
  queryOptions({
    queryKey: certificateKeys.admin(query),
    queryFn: ({ signal }) => getAdminCertificates(query, signal),
    placeholderData: (previous) => previous,
  });
export const useAdminCertificates = (query: AdminCertificatesQuery) => useQuery(adminCertificatesQueryOptions(query));

/** POST /admin/learning/certificates/{id}/revoke. Every certificate list is stale after it. */
export function revokeCertificate(id: string, reason: string): Promise<AdminCertificate> {
  return apiClient.post(fillPath(learningPaths.adminRevoke, { id }), { reason }, { schema: adminCertificateSchema });
}
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => revokeCertificate(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

/** Downloads the staff report's PDF (with the bearer a plain link cannot send). */
export const downloadCertificatePdf = (id: string) =>
  downloadPdf(fillPath(learningPaths.certificatePdf, { id }), 'certificate.pdf');
