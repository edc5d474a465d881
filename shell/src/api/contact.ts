import { api } from 'shared';
import type { ContactMessage } from 'shared/schemas';

/** POST /api/v1/contact; resolves with the server's thank-you message. */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const { message: reply } = await api.post<{ id: string }>('/api/v1/contact', message, {
    fallbackMessage: 'We could not send your message. Please try again.',
  });
  return reply ?? 'Thanks — your message has been sent.';
}
