import { apiClient } from '@/lib/api-client';

export const CLEAR_NOTIFICATIONS_PATH = '/notifications/vendor/clear_notifications/';

/** PATCH …/clear_notifications/ (the answer is not used). */
export async function clearNotifications(): Promise<void> {
  await apiClient.patch(CLEAR_NOTIFICATIONS_PATH);
}
