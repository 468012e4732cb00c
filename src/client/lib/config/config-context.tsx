import { createContext, type ReactNode, use } from 'react';
import type { TPublicConfig } from '#common/schemas/public-config.ts';

const ConfigContext = createContext<TPublicConfig | null>(null);

export function ConfigProvider({ config, children }: { config: TPublicConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

/** The deployment's public config; the app renders nothing below the gate until it has loaded. */
export function useConfig(): TPublicConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useConfig must be used within a ConfigProvider');
  return config;
}
