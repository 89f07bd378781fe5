export { Badge, DiscountBadge, FreeShippingBadge, LowStockBadge, type BadgeTone } from './badge';
export { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { Card } from './card';
export { Container } from './container';
export { DealStock } from './deal-stock';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState } from './empty-state';
export { Input, Label, inputClasses } from './input';
export { Price } from './price';
export { Rating } from './rating';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Table, THead, TBody, Tr, Th, Td } from './table';
export { Logo, LogoMark } from './logo';
export * from './side-nav';
export * from './password-input';
export { IconPageHeader } from './icon-page-header';
export { Pagination, pageWindow } from './pagination';
export { FileInput, type FileInputProps } from './file-input';
export { useHydrated } from './use-hydrated';
