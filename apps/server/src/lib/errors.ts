/** A failure the client should see: HTTP status, machine code and a Turkish detail. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (detail = 'Aradığınız kayıt bulunamadı.') =>
  new AppError(404, 'not_found', detail);
export const badRequest = (detail: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, 'invalid', detail, fieldErrors);
export const unauthorized = (detail = 'Bu işlem için giriş yapmalısınız.') =>
  new AppError(401, 'not_authenticated', detail);
export const forbidden = (detail = 'Bu işlem için yetkiniz yok.') =>
  new AppError(403, 'permission_denied', detail);
export const conflict = (code: string, detail: string) => new AppError(409, code, detail);
