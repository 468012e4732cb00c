import { type ReactNode, useEffect, useState } from 'react';
import { BuyLinkTag } from '#client/components/buy-link.tsx';
import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { configureAnalytics } from '#client/lib/analytics.ts';
import { usePublicConfigQuery } from '#client/lib/config/api/get-public-config.ts';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import type { TPublicConfig } from '#common/schemas/public-config.ts';

/**
 * Loads GET /api/config once and holds it outside the query cache: logout clears the cache, and
 * the product name or password policy must not blink away (and be fetched again) when it does.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<TPublicConfig | null>(null);
  const query = usePublicConfigQuery({ enabled: config === null });

  if (config === null && query.data) setConfig(query.data);

  useEffect(() => {
    if (!config) return;
    document.title = config.productName;
    configureAnalytics(config.gaMeasurementId);
  }, [config]);

  if (config) {
    return (
      <ConfigProvider config={config}>
        <BuyLinkTag value={config.affiliateAssociateTag}>{children}</BuyLinkTag>
      </ConfigProvider>
    );
  }
  if (query.isError) {
    return (
      <main>
        <FullPageStatus>
          <p>The app could not load. Check your connection and try again.</p>
          <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FullPageStatus>
      </main>
    );
  }
  return (
    <main>
      <FullPageStatus busy>
        <span>Loading…</span>
      </FullPageStatus>
    </main>
  );
}
