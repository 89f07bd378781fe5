import { Spinner } from '@/components/ui/spinner';

/** Shown in the main area while a page's code loads for the first time. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-accent-700">
      <Spinner size="lg" label="Sayfa yükleniyor" />
    </div>
  );
}
