import { type TDocumentType, type TSavedDocument, type TUploadStep, UPLOAD_STEP } from '@placar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadActivity } from '../stores/upload-activity';
import { browserUploadDeps } from '../upload/browser-deps';
import { type UploadDeps, uploadDocumentFile } from '../upload/upload-document';
import { isAbort, UploadError, uploadErrorMessage } from '../upload/upload-errors';

export type DocumentUploadState = {
  step: TUploadStep;
  file: File | null;
  percent: number;
  error: string | null;
  errorFile: number;
  saved: TSavedDocument | null;
};

const initial: DocumentUploadState = {
  step: UPLOAD_STEP.PRE_UPLOAD,
  file: null,
  percent: 0,
  error: null,
  errorFile: 0,
  saved: null,
};

/**
 * One document's upload steps (seed 000 sections 3-4): pre-upload → file chosen (upload) → loading
 * with percentage → success or generic error. Cancelling aborts the request and resets.
 */
export function useDocumentUpload(documentType: TDocumentType, deps: UploadDeps = browserUploadDeps) {
  const [state, setState] = useState<DocumentUploadState>(initial);
  const controller = useRef<AbortController | null>(null);
  const setUploading = useUploadActivity((s) => s.setUploading);

  const choose = useCallback((file: File | null) => {
    setState(file ? { ...initial, step: UPLOAD_STEP.UPLOAD, file } : initial);
  }, []);

  const start = useCallback(async (): Promise<TSavedDocument | null> => {
    const file = state.file;
    if (!file) return null;
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setUploading(true);
    setState((s) => ({ ...s, step: UPLOAD_STEP.LOADING, percent: 0, error: null }));
    try {
      const saved = await uploadDocumentFile(file, documentType, {
        deps,
        signal: c.signal,
        onProgress: (percent) => setState((s) => (s.step === UPLOAD_STEP.LOADING ? { ...s, percent } : s)),
      });
      setState((s) => ({ ...s, step: UPLOAD_STEP.SUCCESS, percent: 100, saved }));
      return saved;
    } catch (e) {
      if (isAbort(e)) return null;
      setState((s) => ({
        ...s,
        step: UPLOAD_STEP.GENERIC_ERROR,
        error: uploadErrorMessage(e),
        errorFile: e instanceof UploadError ? e.errorFile : 3,
      }));
      return null;
    } finally {
      if (controller.current === c) {
        controller.current = null;
        setUploading(false);
      }
    }
  }, [state.file, documentType, deps, setUploading]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setUploading(false);
    setState(initial);
  }, [setUploading]);

  useEffect(
    () => () => {
      controller.current?.abort();
      setUploading(false);
    },
    [setUploading],
  );

  return { state, choose, start, cancel, reset: cancel };
}
