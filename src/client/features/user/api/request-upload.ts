import { apiJson } from '#client/lib/api-client.ts';
import { type TUploadRequest, type TUploadResponse, ZUploadResponse } from '#common/schemas/objects.ts';

/** Spec §7 POST /api/objects/upload: a short-lived URL the file is then PUT to. */
export async function requestUpload(request: TUploadRequest): Promise<TUploadResponse> {
  return ZUploadResponse.parse(await apiJson('/api/objects/upload', { method: 'POST', body: request }));
}
