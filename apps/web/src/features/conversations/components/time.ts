import { useEffect, useState } from 'react';

/** The current time, renewed every `ms` (countdowns, "3 saat önce"). */
export function useNow(ms = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/** "az önce", "12 dakika önce", "3 saat önce", "2 gün önce". */
export function ago(iso: string, now = Date.now()): string {
  const min = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (min < 1) return 'az önce';
  if (min < 60) return `${min} dakika önce`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} saat önce`;
  return `${Math.floor(h / 24)} gün önce`;
}

/** Time left to a deadline: "5 sa 12 dk"; null once past. */
export function timeLeft(deadline: string, now = Date.now()): string | null {
  const min = Math.floor((new Date(deadline).getTime() - now) / 60_000);
  if (min < 0) return null;
  const h = Math.floor(min / 60);
  return h > 0 ? `${h} sa ${min % 60} dk` : `${min} dk`;
}

const timeFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short' });

/** "14:05" */
export const clock = (iso: string) => timeFormat.format(new Date(iso));

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** A day separator's label: "Bugün", "Dün" or "22 Kasım 2026". */
export function dayLabel(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (dayKey(d) === dayKey(now)) return 'Bugün';
  const y = new Date(now);
  y.setDate(y.getDate() - 1);
  if (dayKey(d) === dayKey(y)) return 'Dün';
  return dayFormat.format(d);
}

export const sameDay = (a: string, b: string) => dayKey(new Date(a)) === dayKey(new Date(b));

/** Inbox time: "14:05" today, else "22 Kas". */
export function listTime(iso: string, now = new Date()): string {
  return sameDay(iso, now.toISOString()) ? clock(iso) : shortDay.format(new Date(iso));
}
