import {
  Baby,
  BookOpen,
  Car,
  Dumbbell,
  LayoutGrid,
  Pencil,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Sofa,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

// Only the icons the catalogue uses, so the bundle does not carry all of lucide.
const icons: Record<string, LucideIcon> = {
  smartphone: Smartphone,
  shirt: Shirt,
  sofa: Sofa,
  sparkles: Sparkles,
  dumbbell: Dumbbell,
  'book-open': BookOpen,
  baby: Baby,
  car: Car,
  'shopping-basket': ShoppingBasket,
  pencil: Pencil,
};

export function CategoryIcon({
  name,
  className,
}: {
  name: string | null | undefined;
  className?: string;
}) {
  const Icon = (name && icons[name]) || LayoutGrid;
  return <Icon aria-hidden="true" className={className} />;
}
