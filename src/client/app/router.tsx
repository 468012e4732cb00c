import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '#client/components/not-found-screen.tsx';
import { SOURCES_TEXTS } from '#common/sources-texts.ts';
import { AppShell } from './app-shell';
import { HomeRoute } from './home-route';
import { FIRST_SCREEN, lazyScreen } from './lazy-screen';

// Every screen but the landing page comes in its own chunk, the first time its route is visited
// (RouteOutlet shows a loading state meanwhile, and an error screen if the chunk cannot be had).
const PaletteDetail = lazyScreen(() => import('#client/features/palette-detail/index.ts').then((feature) => feature.PaletteDetailScreen));
if (FIRST_SCREEN === 'palette-detail') PaletteDetail.preload().catch(() => undefined);
const SharedPaletteScreen = lazy(() =>
  import('#client/features/palette-view/index.ts').then((feature) => ({ default: feature.SharedPaletteScreen })),
);
const InviteScreen = lazy(() => import('#client/features/invites/index.ts').then((feature) => ({ default: feature.InviteScreen })));
const StudioScreen = lazy(() => import('#client/features/studio/index.ts').then((feature) => ({ default: feature.StudioScreen })));
const ShoppingListScreen = lazy(() =>
  import('#client/features/studio/index.ts').then((feature) => ({ default: feature.ShoppingListScreen })),
);
const SharedShoppingListScreen = lazy(() =>
  import('#client/features/studio/index.ts').then((feature) => ({ default: feature.SharedShoppingListScreen })),
);
const AdminScreen = lazy(() => import('#client/features/admin/index.ts').then((feature) => ({ default: feature.AdminScreen })));
const ResetPasswordScreen = lazy(() =>
  import('#client/features/auth/screens/reset-password-screen.tsx').then((screen) => ({ default: screen.ResetPasswordScreen })),
);
const SignInScreen = lazy(() =>
  import('#client/features/auth/screens/sign-in-screen.tsx').then((screen) => ({ default: screen.SignInScreen })),
);
const DeleteAccountScreen = lazy(() =>
  import('#client/features/user/index.ts').then((feature) => ({ default: feature.DeleteAccountScreen })),
);
const DataSourcesScreen = lazy(() =>
  import('#client/features/sources/index.ts').then((feature) => ({ default: feature.DataSourcesScreen })),
);
const ConfirmEmailScreen = lazy(() =>
  import('#client/features/auth/screens/confirm-email-screen.tsx').then((screen) => ({ default: screen.ConfirmEmailScreen })),
);

// Spec §2's route table (and the mailed links' screens; issue 28's studio and shopping list).
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="palettes/:id" element={<PaletteDetail.Screen mode="user" />} />
        <Route path="palette/:id" element={<SharedPaletteScreen />} />
        <Route path="invite/:token" element={<InviteScreen />} />
        <Route path="studio" element={<StudioScreen />} />
        <Route path="studio/shopping" element={<ShoppingListScreen />} />
        <Route path="shopping/:token" element={<SharedShoppingListScreen />} />
        <Route path="admin" element={<AdminScreen />} />
        <Route path="admin/:tab" element={<AdminScreen />} />
        <Route path="admin/palette/:id" element={<PaletteDetail.Screen mode="admin" />} />
        <Route path="auth" element={<SignInScreen />} />
        <Route path="reset-password" element={<ResetPasswordScreen />} />
        <Route path="confirm-email" element={<ConfirmEmailScreen />} />
        <Route path="delete-account" element={<DeleteAccountScreen />} />
        {/* Not in spec §2's route table (a spec gap, like the mailed links' pages; decision 004):
            issue 42's public Data sources page, linked from every page's footer. Its sent page
            carries its own title and description (static-client.ts). */}
        <Route path={SOURCES_TEXTS.path} element={<DataSourcesScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
