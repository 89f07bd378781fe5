import { paths } from '@/config/paths';
import { CategoriesPage, OperatorGate } from '@/features/operations';
import { usePageTitle } from '@/lib/use-page-title';

/** /yonetim/kategoriler: the category tree and attributes. */
export function OperatorCategoriesRoute() {
  usePageTitle(paths.operatorCategories.title);
  return (
    <OperatorGate>
      <CategoriesPage />
    </OperatorGate>
  );
}
