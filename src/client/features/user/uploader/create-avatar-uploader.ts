import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta } from '@uppy/core';
import { LIMITS, UPLOADER } from '#common/constants.ts';
import { abortMultipartUpload, completeMultipartUpload, createMultipartUpload, listParts, signPart } from '../api/multipart-upload';
import { requestUpload } from '../api/request-upload';

export type AvatarUploader = Uppy<Meta, AwsBody>;

/**
 * The avatar's uploader: one image of at most 5 MB (spec §5), sent straight to object storage
 * with the spec's §9 settings. It becomes the avatar only when Profile Settings is saved. Uppy's
 * own restriction and error texts are the spec's (§8 'Uploader').
 */
export function createAvatarUploader(): AvatarUploader {
  const uppy = new Uppy<Meta, AwsBody>({
    id: 'avatar',
    autoProceed: true,
    infoTimeout: UPLOADER.infoTimeoutMs,
    restrictions: { maxNumberOfFiles: UPLOADER.avatarMaxFiles, maxFileSize: LIMITS.avatarMaxBytes, allowedFileTypes: ['image/*'] },
  });
  uppy.use(AwsS3<Meta, AwsBody>, {
    limit: UPLOADER.concurrency,
    retryDelays: [...UPLOADER.retryDelaysMs],
    shouldUseMultipart: (file) => (file.size ?? 0) > UPLOADER.multipartAboveBytes,
    getChunkSize: (file) => Math.max(UPLOADER.minPartBytes, Math.ceil(file.size / UPLOADER.maxParts)),
    // The PUT carries exactly the headers the server signed (S3 stores every upload as bytes to
    // download), never the file's own type.
    getUploadParameters: async (file) => {
      const issued = await requestUpload({ filename: file.name, type: file.type || 'application/octet-stream', size: file.size ?? 0 });
      return { method: 'PUT', url: issued.uploadURL, headers: issued.headers };
    },
    createMultipartUpload: (file) => createMultipartUpload({ name: file.name ?? 'file', type: file.type || 'application/octet-stream' }),
    listParts: (_file, { key, uploadId }) => listParts({ key, uploadId: uploadId ?? '' }),
    // Each part's size is signed into its URL.
    signPart: (_file, { key, uploadId, partNumber, body }) => signPart({ key, uploadId, partNumber, size: body.size }),
    completeMultipartUpload: (_file, { key, uploadId, parts }) => completeMultipartUpload({ key, uploadId, parts }),
    abortMultipartUpload: (_file, { key, uploadId }) => abortMultipartUpload({ key, uploadId: uploadId ?? '' }),
  });
  return uppy;
}
