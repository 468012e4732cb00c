import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { AdminScreen } from '../features/admin';
import { ConfirmEmailScreen, ResetPasswordScreen } from '../features/auth';
import { InviteScreen } from '../features/invites';
import { PaletteDetailScreen } from '../features/palette-detail';
import { SharedPaletteScreen } from '../features/palette-view';
import { AppShell } from './app-shell';
import { HomeRoute } from './home-route';

// Spec §2's route table. Screens that later issues build show the not-found screen until then,
// so each of those issues replaces one element here.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="palettes/:id" element={<PaletteDetailScreen mode="user" />} />
        <Route path="palette/:id" element={<SharedPaletteScreen />} />
        <Route path="invite/:token" element={<InviteScreen />} />
        <Route path="admin" element={<AdminScreen />} />
        <Route path="admin/palette/:id" element={<PaletteDetailScreen mode="admin" />} />
        <Route path="reset-password" element={<ResetPasswordScreen />} />
        <Route path="confirm-email" element={<ConfirmEmailScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
