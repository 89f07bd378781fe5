import { paths } from '@/config/paths';
import { CategoryListingPage } from './category';

/** `/alt-kategori/:cid`: a sub-category, with the same listing as a top category. */
export function SubCategoryPage() {
  return <CategoryListingPage fallbackTitle={paths.subCategory.title} />;
}
