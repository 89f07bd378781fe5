import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  clientType: string;
  browser: string;
  os: string;
}

/** Browser, OS and a Turkish client-type label for the session list, from the User-Agent. */
export function describeClient(userAgent: string | undefined): ClientInfo {
  if (!userAgent) return { clientType: 'Uygulama / API', browser: 'Bilinmiyor', os: 'Bilinmiyor' };
  const ua = new UAParser(userAgent).getResult();
  const browser = [ua.browser.name, ua.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [ua.os.name, ua.os.version].filter(Boolean).join(' ');
  const clientType =
    ua.device.type === 'mobile'
      ? 'Mobil tarayıcı'
      : ua.device.type === 'tablet'
        ? 'Tablet'
        : ua.browser.name
          ? 'Web tarayıcısı'
          : 'Uygulama / API';
  return { clientType, browser: browser || 'Bilinmiyor', os: os || 'Bilinmiyor' };
}
