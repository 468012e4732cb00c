import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { NotFoundScreen } from '#client/components/not-found-screen.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { CATALOGUE_CARE_TEXTS } from '#common/catalogue-care-texts.ts';
import { TEXTS } from '#common/constants.ts';
import { CataloguePanel } from '../catalogue/catalogue-panel';
import { AffiliatePanel } from '../components/affiliate-panel';
import { PalettesPanel } from '../components/palettes-panel';
import { ResetDistributionsButton } from '../components/reset-distributions-button';
import { UsersPanel } from '../components/users-panel';

/**
 * Spec §2's admin panel at /admin, for admins only: anyone else sees the not-found screen, so the
 * panel's existence is not advertised.
 */
export function AdminScreen() {
  const { sessionUser, user } = useAuth();
  if (!sessionUser) return <NotFoundScreen />;
  if (!user) {
    return (
      <FullPageStatus busy>
        <span>Loading…</span>
      </FullPageStatus>
    );
  }
  if (!user.isAdmin) return <NotFoundScreen />;
  return <AdminPanel />;
}

// Issue 30: the charts' library comes with the Insights tab only, not with the rest of the panel.
const InsightsPanel = lazy(() => import('../insights/insights-panel'));

/** The tabs, each at its own address: /admin, /admin/users, /admin/affiliate, /admin/insights, /admin/catalogue (issue 42). */
const TABS = ['palettes', 'users', 'affiliate', 'insights', 'catalogue'] as const;
type TTab = (typeof TABS)[number];

function AdminPanel() {
  const { tab = 'palettes' } = useParams();
  const navigate = useNavigate();
  if (!TABS.includes(tab as TTab)) return <NotFoundScreen />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-4">
        <Link to="/" className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm text-ink-muted hover:text-ink">
          <span aria-hidden="true">←</span> Back to user library
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{TEXTS.admin.title}</h1>
          <ResetDistributionsButton />
        </div>
      </header>
      <Tabs value={tab} onValueChange={(next) => void navigate(next === 'palettes' ? '/admin' : `/admin/${next}`)} className="space-y-6">
        <TabsList layout="wrap" className="sm:max-w-2xl">
          <TabsTrigger value="palettes">Palettes</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="affiliate">Affiliate Links</TabsTrigger>
          <TabsTrigger value="insights">Insights</TabsTrigger>
          <TabsTrigger value="catalogue">{CATALOGUE_CARE_TEXTS.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="palettes" className="outline-none">
          <PalettesPanel />
        </TabsContent>
        <TabsContent value="users" className="outline-none">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="affiliate" className="outline-none">
          <AffiliatePanel />
        </TabsContent>
        <TabsContent value="insights" className="outline-none">
          <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
            <InsightsPanel />
          </Suspense>
        </TabsContent>
        <TabsContent value="catalogue" className="outline-none">
          <CataloguePanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
