import type { UppyFile } from '@uppy/core';

/** Spec §4 upload states, plus paused (the uploader can pause and resume). */
export type UploadPhase = 'waiting' | 'preprocessing' | 'uploading' | 'paused' | 'postprocessing' | 'complete' | 'error';

export function uploadPhaseOf(file: Pick<UppyFile<never, never>, 'error' | 'isPaused' | 'progress'>): UploadPhase {
  if (file.error) return 'error';
  if (file.progress.postprocess) return 'postprocessing';
  if (file.progress.preprocess) return 'preprocessing';
  if (file.progress.uploadComplete) return 'complete';
  if (file.isPaused) return 'paused';
  if (file.progress.uploadStarted) return 'uploading';
  return 'waiting';
}

/** What the phase is called on screen. */
export const PHASE_LABELS: Record<UploadPhase, string> = {
  waiting: 'Waiting',
  preprocessing: 'Preparing',
  uploading: 'Uploading',
  paused: 'Paused',
  postprocessing: 'Processing',
  complete: 'Done',
  error: 'Failed',
};
