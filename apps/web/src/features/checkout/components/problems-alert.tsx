import type { CheckoutProblem } from '@carsi/shared';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

export const PROBLEMS_ID = 'checkout-problems';

/** Lines that cannot be bought as they are (stock, price, no longer sold): fix them in the cart. */
export function ProblemsAlert({ problems }: { problems: CheckoutProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      id={PROBLEMS_ID}
      role="alert"
      className="rounded-card border border-danger/30 bg-[#fef2f2] p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-danger">
            {problems.length === 1
              ? 'Sepetinizdeki bir üründe sorun var'
              : `Sepetinizdeki ${problems.length} üründe sorun var`}
          </h2>
          <p className="mt-1 text-sm text-ink">
            Devam etmeden önce sepetinizi güncelleyin. Sorunlu ürünler siparişe eklenemez.
          </p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {problems.map((p) => (
              <li key={`${p.offer_id}-${p.kind}`} className="text-ink">
                <span className="font-semibold">{p.title}:</span> {p.detail}
              </li>
            ))}
          </ul>
          <Link to={paths.cart.path} className={buttonClasses('secondary', 'sm', 'mt-4')}>
            Sepete dön ve düzenle
          </Link>
        </div>
      </div>
    </div>
  );
}
