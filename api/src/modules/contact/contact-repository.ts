import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  ip: string;
}

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
