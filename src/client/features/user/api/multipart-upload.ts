import { z } from 'zod';
import { apiJson } from '#client/lib/api-client.ts';
import { type TMultipartPart, type TSignedPartResponse, ZMultipartPart, ZSignedPartResponse } from '#common/schemas/objects.ts';

// Spec §7 "storage multipart uploader" calls, for files the uploader sends in parts.
const ZStarted = z.object({ key: z.string(), uploadId: z.string() });
const ZCompleted = z.object({ location: z.string(), key: z.string() });

interface UploadRef {
  key: string;
  uploadId: string;
}

const base = ({ uploadId }: UploadRef) => `/api/s3/multipart/${encodeURIComponent(uploadId)}`;
const keyQuery = ({ key }: UploadRef) => `?key=${encodeURIComponent(key)}`;

export async function createMultipartUpload(file: { name: string; type: string }) {
  return ZStarted.parse(
    await apiJson('/api/s3/multipart', { method: 'POST', body: { filename: file.name, type: file.type, metadata: {} } }),
  );
}

export async function listParts(upload: UploadRef): Promise<TMultipartPart[]> {
  return z.array(ZMultipartPart).parse(await apiJson(`${base(upload)}${keyQuery(upload)}`));
}

export async function signPart(upload: UploadRef & { partNumber: number; size: number }): Promise<TSignedPartResponse> {
  return ZSignedPartResponse.parse(await apiJson(`${base(upload)}/${upload.partNumber}${keyQuery(upload)}&size=${upload.size}`));
}

export async function completeMultipartUpload(upload: UploadRef & { parts: Array<{ PartNumber?: number; ETag?: string }> }) {
  const body = { parts: upload.parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) };
  return ZCompleted.parse(await apiJson(`${base(upload)}/complete${keyQuery(upload)}`, { method: 'POST', body }));
}

export async function abortMultipartUpload(upload: UploadRef) {
  await apiJson(`${base(upload)}${keyQuery(upload)}`, { method: 'DELETE' });
}
