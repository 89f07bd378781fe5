import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH). Null when absent: the suite then says so and skips. */
export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}

export const chromiumPath = findChromium();

if (!chromiumPath) {
  const msg =
    'Chromium bulunamadı (CHROMIUM_PATH veya /usr/bin/chromium): tarayıcı testleri ATLANDI. Kurulum: apt-get install chromium';
  if (process.env.CI) throw new Error(`${msg} — CI'da tarayıcı testleri zorunludur.`);
  console.warn(`\n⚠ ${msg}\n`);
}

/** Flags for a closed network: no background connections, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
