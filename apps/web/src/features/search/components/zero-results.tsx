import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { DidYouMean } from './search-heading';

/**
 * Nothing matched the words (and no filter is set): say so, offer the correction, give tips,
 * and show something worth a look (`children`: e.g. best sellers).
 */
export function ZeroResults({
  query,
  didYouMean,
  children,
}: {
  query: string;
  didYouMean: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <div>
      <div className="flex flex-col items-center px-4 py-10 text-center sm:py-14">
        <div
          aria-hidden="true"
          className="mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-accent-50 text-accent-700"
        >
          <SearchX className="h-7 w-7" />
        </div>
        <h1 className="max-w-2xl text-2xl font-bold break-words text-ink sm:text-3xl">
          “{query}” için sonuç bulunamadı
        </h1>
        <div className="mt-3">
          <DidYouMean suggestion={didYouMean} />
        </div>
        <ul className="mt-5 flex max-w-md flex-col gap-1.5 text-left text-ink-muted">
          <li className="flex gap-2">
            <span aria-hidden="true" className="text-accent-700">
              •
            </span>
            Yazımı kontrol edin; Türkçe karakter kullanmadan da arayabilirsiniz (ör. “cicek”).
          </li>
          <li className="flex gap-2">
            <span aria-hidden="true" className="text-accent-700">
              •
            </span>
            Daha genel bir kelime deneyin (ör. “kırmızı elbise” yerine “elbise”).
          </li>
          <li className="flex gap-2">
            <span aria-hidden="true" className="text-accent-700">
              •
            </span>
            Daha az kelimeyle arayın ya da kategorilere göz atın.
          </li>
        </ul>
      </div>
      {children}
    </div>
  );
}
