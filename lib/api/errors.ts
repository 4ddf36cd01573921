// A typed error that route handlers throw; the wrapper turns it into `{ error }` with its status.
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new ApiError(400, message, details);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new ApiError(409, message, details);
export const payloadTooLarge = (message = 'Request body is too large') => new ApiError(413, message);
export const tooManyRequests = (message = 'Too many requests. Please wait a minute and try again.', retryAfter?: number) =>
  new ApiError(429, message, retryAfter ? { retryAfter } : undefined);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new ApiError(503, message);

/** True for errors that mean the database (or another backing service) could not be reached. */
export function isUnavailableError(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  const code = e.code ?? '';
  // PostgreSQL: 57P01–57P03 shutdown / crash / starting up, 08xxx connection failures, 53300 too many
  // connections; postgres.js and Node's socket codes for a server that went away mid-query.
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300'].includes(code)
  )
    return true;
  if (/connect ECONNREFUSED|Connection terminated|database system is (starting|shutting)|not currently accepting connections/i.test(e.message ?? '')) return true;
  return e.cause ? isUnavailableError(e.cause) : false;
}
