import { z } from 'zod';

/** The success envelope every route answers with: `{ success: true, message?, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** The failure envelope written by the error handler, declared for the OpenAPI document. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  requestId: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export function ok<T>(data: T, message?: string): { success: true; message?: string; data: T } {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}
