import { apiClient } from '@/lib/api-client';

export const notificationReadPath = (id: number) =>
  `/notifications/vendor/notifications/${encodeURIComponent(String(id))}/read/`;

/** PATCH …/notifications/{id}/read/ (the answer is not used). */
export async function markNotificationRead(id: number): Promise<void> {
  await apiClient.patch(notificationReadPath(id));
}
