// Test helpers of the orders feature's review and photo components. Used only by *.test.tsx files.
import type { RecordedRequest } from '@/lib/test-adapter';

export {
  callsTo,
  installRouteApi as installFeedbackApi,
  jsonOf,
  renderWithClient,
  type ApiRoutes,
} from '@/lib/test-utils';

/** The file sent in an upload request's FormData. */
export function uploadedFile(req: RecordedRequest | undefined): File | null {
  const data = req?.data;
  return data instanceof FormData ? (data.get('file') as File | null) : null;
}

export function photoFile(name = 'foto.jpg', type = 'image/jpeg', size?: number): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
