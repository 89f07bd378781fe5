import { api } from '@/lib/api-client';

/**
 * Opens the seller's invoice of a package: an e-Arşiv link as it is, an uploaded file (served
 * behind the access token at `/api/siparis/api/packages/{id}/invoice/`) as a blob in a new tab.
 */
export async function openInvoice(url: string): Promise<void> {
  if (/^https:\/\//.test(url)) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const { data } = await api.get<Blob>(url.replace(/^\/api(?=\/)/, ''), { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(data);
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
