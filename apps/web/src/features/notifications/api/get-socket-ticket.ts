import { apiClient } from '@/lib/api-client';

export const SOCKET_TICKET_PATH = '/kullanici/api/get-access-token/';

/** A short-lived, single-use ticket for the notification socket (DESIGN §6). */
export async function getSocketTicket(): Promise<string> {
  const { data } = await apiClient.get<{ access_token?: unknown }>(SOCKET_TICKET_PATH);
  const ticket = data?.access_token;
  if (typeof ticket !== 'string' || ticket === '')
    throw new Error('No socket ticket in the answer');
  return ticket;
}
