import {
  createBrowserRouter,
  type HydrationState,
  Navigate,
  Outlet,
  type RouteObject,
} from 'react-router';
import {
  authRoutes,
  dashboardRoutes,
  guardedRoutes,
  infoPages,
  publicRoutes,
  type RouteEntry,
} from '@/config/paths';
import { infoPageLoaders } from '@/features/content';
import { RedirectIfHasAccess, RequireAuth } from './guards';
import type { RouteHandle } from './routes/coming-soon';
import { NotFoundPage } from './routes/not-found';
import { PageLoader } from './routes/page-loader';
import { RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error';

// Every page is its own chunk: the first page only downloads the shell and its own code.
const comingSoon: RouteObject['lazy'] = () =>
  import('./routes/coming-soon').then((m) => ({ Component: m.ComingSoonRoute }));

/** Screens that are built: everything else shows the honest "Bu sayfa yakında" notice. */
const builtPages: Record<string, RouteObject['lazy']> = {
  home: () => import('./routes/home').then((m) => ({ Component: m.HomePage })),
  logout: () => import('./routes/logout').then((m) => ({ Component: m.LogoutPage })),
  login: () => import('./routes/login').then((m) => ({ Component: m.LoginPage })),
  sessions: () => import('./routes/sessions').then((m) => ({ Component: m.SessionsPage })),
  register: () => import('./routes/register').then((m) => ({ Component: m.RegisterPage })),
  emailVerify: () =>
    import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailPage })),
  profileSetup: () =>
    import('./routes/profile-setup').then((m) => ({ Component: m.ProfileSetupPage })),
  profile: () => import('./routes/profile').then((m) => ({ Component: m.ProfilePage })),
  profileUpdate: () =>
    import('./routes/profile-update').then((m) => ({ Component: m.ProfileUpdatePage })),
  changePassword: () =>
    import('./routes/change-password').then((m) => ({ Component: m.ChangePasswordPage })),
  forgotPassword: () =>
    import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () =>
    import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
  accessToken: () =>
    import('./routes/access-token').then((m) => ({ Component: m.AccessTokenPage })),
  category: () => import('./routes/category').then((m) => ({ Component: m.CategoryPage })),
  subCategory: () =>
    import('./routes/sub-category').then((m) => ({ Component: m.SubCategoryPage })),
  search: () => import('./routes/search').then((m) => ({ Component: m.SearchPage })),
  productDetail: () => import('./routes/product').then((m) => ({ Component: m.ProductPage })),
  bestSellers: () =>
    import('./routes/best-sellers').then((m) => ({ Component: m.BestSellersPage })),
  superDeals: () => import('./routes/super-deals').then((m) => ({ Component: m.SuperDealsPage })),
  guestCart: () => import('./routes/guest-cart').then((m) => ({ Component: m.GuestCartPage })),
  cart: () => import('./routes/cart').then((m) => ({ Component: m.CartPage })),
  addressCreate: () =>
    import('./routes/address-create').then((m) => ({ Component: m.AddressCreatePage })),
  addresses: () => import('./routes/addresses').then((m) => ({ Component: m.AddressesPage })),
  addressUpdate: () =>
    import('./routes/address-update').then((m) => ({ Component: m.AddressUpdatePage })),
  chooseAddress: () =>
    import('./routes/choose-address').then((m) => ({ Component: m.ChooseAddressPage })),
  delivery: () => import('./routes/delivery').then((m) => ({ Component: m.DeliveryPage })),
  payment: () => import('./routes/payment').then((m) => ({ Component: m.PaymentPage })),
  paymentDone: () =>
    import('./routes/payment-done').then((m) => ({ Component: m.PaymentDonePage })),
  orders: () => import('./routes/orders').then((m) => ({ Component: m.OrdersPage })),
  orderDetail: () =>
    import('./routes/order-detail').then((m) => ({ Component: m.OrderDetailPage })),
  orderTracking: () =>
    import('./routes/order-tracking').then((m) => ({ Component: m.OrderTrackingPage })),
  wallet: () => import('./routes/wallet').then((m) => ({ Component: m.WalletPage })),
  favorites: () => import('./routes/favorites').then((m) => ({ Component: m.FavoritesPage })),
  compatibleSystem: () =>
    import('./routes/compatible-system').then((m) => ({ Component: m.CompatibleSystemPage })),
  businessApply: () =>
    import('./routes/business-apply').then((m) => ({ Component: m.BusinessApplyPage })),
  businessSoon: () =>
    import('./routes/business-soon').then((m) => ({ Component: m.BusinessSoonPage })),
  businessDetail: () =>
    import('./routes/business-detail').then((m) => ({ Component: m.BusinessDetailPage })),
  businessUpdate: () =>
    import('./routes/business-update').then((m) => ({ Component: m.BusinessUpdatePage })),
  operatorApplications: () =>
    import('./routes/operator-applications').then((m) => ({
      Component: m.OperatorApplicationsPage,
    })),
  operatorModeration: () =>
    import('./routes/operator-moderation').then((m) => ({
      Component: m.OperatorModerationPage,
    })),
  shop: () => import('./routes/shop').then((m) => ({ Component: m.ShopPage })),
  operatorConsole: () =>
    import('./routes/operator-console').then((m) => ({ Component: m.OperatorConsoleRoute })),
  operatorQuestions: () =>
    import('./routes/operator-questions').then((m) => ({ Component: m.OperatorQuestionsRoute })),
  operatorAudit: () =>
    import('./routes/operator-audit').then((m) => ({ Component: m.OperatorAuditRoute })),
  operatorCategories: () =>
    import('./routes/operator-categories').then((m) => ({ Component: m.OperatorCategoriesRoute })),
  operatorUsers: () =>
    import('./routes/operator-users').then((m) => ({ Component: m.OperatorUsersRoute })),
  operatorDisputes: () =>
    import('./routes/operator-disputes').then((m) => ({ Component: m.OperatorDisputesRoute })),
  operatorCommissions: () =>
    import('./routes/operator-commissions').then((m) => ({
      Component: m.OperatorCommissionsRoute,
    })),
  operatorPayouts: () =>
    import('./routes/operator-payouts').then((m) => ({ Component: m.OperatorPayoutsRoute })),
  operatorStarredDeals: () =>
    import('./routes/operator-starred-deals').then((m) => ({
      Component: m.OperatorStarredDealsRoute,
    })),
  deneme2: () => import('./routes/deneme2').then((m) => ({ Component: m.Deneme2Page })),
  inbox: () => import('./routes/inbox').then((m) => ({ Component: m.InboxPage })),
  chat: () => import('./routes/chat').then((m) => ({ Component: m.ChatPage })),
};

/** Dashboard pages that are built; the others show the notice too. */
const builtDashboardPages: Record<string, RouteObject['lazy']> = {
  orders: () =>
    import('./routes/dashboard-orders').then((m) => ({ Component: m.DashboardOrdersPage })),
  orderDetails: () =>
    import('./routes/dashboard-order-details').then((m) => ({
      Component: m.DashboardOrderDetailsPage,
    })),
  notifications: () =>
    import('./routes/dashboard-notifications').then((m) => ({
      Component: m.DashboardNotificationsPage,
    })),
  settings: () =>
    import('./routes/dashboard-settings').then((m) => ({ Component: m.DashboardSettingsPage })),
  overview: () =>
    import('./routes/dashboard-overview').then((m) => ({ Component: m.DashboardOverviewPage })),
  analytics: () =>
    import('./routes/dashboard-analytics').then((m) => ({ Component: m.DashboardAnalyticsPage })),
  analitik: () =>
    import('./routes/dashboard-analitik').then((m) => ({ Component: m.DashboardAnalitikPage })),
  products: () =>
    import('./routes/dashboard-products').then((m) => ({ Component: m.DashboardProductsPage })),
  soldItems: () =>
    import('./routes/dashboard-sold-items').then((m) => ({ Component: m.DashboardSoldItemsPage })),
  brandBasics: () =>
    import('./routes/dashboard-temel-marka-bilgisi').then((m) => ({
      Component: m.DashboardBrandBasicsPage,
    })),
  brandEntry: () =>
    import('./routes/dashboard-marka-giris').then((m) => ({
      Component: m.DashboardBrandEntryPage,
    })),
  productLine: () =>
    import('./routes/dashboard-temel-product-line').then((m) => ({
      Component: m.DashboardProductLinePage,
    })),
  createAttribute: () =>
    import('./routes/dashboard-ozellik-olustur').then((m) => ({
      Component: m.DashboardCreateAttributePage,
    })),
  productEntry: () =>
    import('./routes/dashboard-urun-giris').then((m) => ({ Component: m.DashboardUrunGirisPage })),
  productBasics: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductBasicsPage })),
  productPhotos: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductPhotosPage })),
  productVariants: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductVariantsPage })),
  productListing: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductListingPage })),
  productPreview: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductPreviewPage })),
  productSaved: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductSavedPage })),
  createProductBase: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({
      Component: m.CreateProductBasePage,
    })),
  createVariants: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.CreateVariantsPage })),
  productFinish: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.ProductFinishPage })),
  createVariant: () =>
    import('./routes/dashboard-product-wizard').then((m) => ({ Component: m.CreateVariantPage })),
  productScan: () =>
    import('./routes/dashboard-urun-tarama').then((m) => ({
      Component: m.DashboardUrunTaramaPage,
    })),
  starredDeals: () =>
    import('./routes/dashboard-yildizli-firsatlar').then((m) => ({
      Component: m.DashboardStarredDealsPage,
    })),
  coupons: () =>
    import('./routes/dashboard-kuponlar').then((m) => ({ Component: m.DashboardCouponsPage })),
  campaigns: () =>
    import('./routes/dashboard-kampanyalar').then((m) => ({
      Component: m.DashboardCampaignsPage,
    })),
  questions: () =>
    import('./routes/dashboard-questions').then((m) => ({
      Component: m.DashboardQuestionsPage,
    })),
  comingSoon: () =>
    import('./routes/dashboard-yakinda-gelecek').then((m) => ({
      Component: m.DashboardComingSoonPage,
    })),
  payouts: () =>
    import('./routes/dashboard-hakedis').then((m) => ({ Component: m.DashboardPayoutsPage })),
  campaignSuccess: () =>
    import('./routes/dashboard-campaign-success').then((m) => ({
      Component: m.DashboardCampaignSuccessPage,
    })),
  discountAddProducts: () =>
    import('./routes/dashboard-discounts-add-products').then((m) => ({
      Component: m.DashboardDiscountAddProductsPage,
    })),
};

function page(entry: RouteEntry, dashboard = false): RouteObject {
  const handle: RouteHandle = {
    key: dashboard ? `dashboard.${entry.key}` : entry.key,
    title: entry.title,
    dashboard,
  };
  const lazy = (dashboard ? builtDashboardPages[entry.key] : builtPages[entry.key]) || comingSoon;
  // Case-sensitive like the server's matching (@carsi/shared routes.ts): `/SEPET/` is a 404 in
  // both, never a page the server called missing.
  return entry.path === '/'
    ? { index: true, handle, lazy }
    : { path: entry.path, caseSensitive: true, handle, lazy };
}

const dashboardEntry = guardedRoutes.find((r) => r.key === 'dashboard')!;

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        // Pathless layout: errors and the first page load show inside the shell.
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageLoader />,
        children: [
          ...publicRoutes.map((r) => page(r)),
          ...infoPages.map<RouteObject>((p) => ({
            path: p.path,
            caseSensitive: true,
            handle: { key: `info.${p.slug}`, title: p.title } satisfies RouteHandle,
            lazy: () => infoPageLoaders[p.slug]().then((m) => ({ Component: m.default })),
          })),
          { element: <RedirectIfHasAccess />, children: authRoutes.map((r) => page(r)) },
          {
            element: <RequireAuth />,
            children: [
              ...guardedRoutes.filter((r) => r !== dashboardEntry).map((r) => page(r)),
              {
                path: dashboardEntry.path,
                caseSensitive: true,
                handle: {
                  key: dashboardEntry.key,
                  title: dashboardEntry.title,
                } satisfies RouteHandle,
                lazy: () =>
                  import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
                children: [
                  { index: true, element: <Navigate to="overview" replace /> },
                  ...dashboardRoutes.map((r) => page(r, true)),
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one browser router, created on first use (with the server's data on a
 * server-rendered page).
 */
export function getRouter(hydrationData?: Partial<HydrationState>) {
  browserRouter ??= createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
  return browserRouter;
}
