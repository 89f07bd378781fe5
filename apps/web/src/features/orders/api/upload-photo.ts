import type { UploadResult } from '@carsi/shared';
import { apiClient } from '@/lib/api-client';

export const UPLOADS_PATH = '/core/uploads/';

/**
 * POST /api/core/uploads/ (multipart, field `file`): the server checks the bytes, turns the
 * photo upright, strips its metadata and answers its key and 400 px rendition. The browser sets the
 * multipart boundary itself for FormData.
 */
export async function uploadPhoto(
  file: File,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<UploadResult>(UPLOADS_PATH, form, {
    signal: opts.signal,
    onUploadProgress: (e) => {
      if (opts.onProgress && e.total) opts.onProgress(Math.round((e.loaded * 100) / e.total));
    },
  });
  return data;
}
