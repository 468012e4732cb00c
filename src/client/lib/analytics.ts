import type { TBuyLinkKind } from '#common/buy-links.ts';
import { redactPath } from '#common/redact-path.ts';
import type { TAnalyticsEvent } from '#common/schemas/analytics.ts';

type TEventName = TAnalyticsEvent['name'];
type TEventParams = NonNullable<TAnalyticsEvent['params']>;
type TSink = (event: TAnalyticsEvent) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

// Events can fire before the deployment's config has told us where they go (the first page view
// races the config request), so they wait here until configureAnalytics picks a sink.
let sink: TSink | null = null;
const pending: TAnalyticsEvent[] = [];

function send(raw: TAnalyticsEvent): void {
  const event = { ...raw, path: redactPath(raw.path) };
  if (sink) sink(event);
  else pending.push(event);
}

function loadGoogleTag(measurementId: string): TSink {
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, not an array copy of it.
  window.gtag = function gtag() {
    // oxlint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the router on every navigation, so the automatic one would double count.
  window.gtag('config', measurementId, { send_page_view: false });
  // gtag attaches the full address (query included) as page_location unless told otherwise; a
  // query can carry secrets such as a password-reset token, so only origin and path go out.
  return ({ name, path, params }) =>
    window.gtag?.('event', name, { page_location: `${window.location.origin}${path}`, page_path: path, ...params });
}

function postToServer(event: TAnalyticsEvent): void {
  // keepalive lets a login event outlive the full-page redirect that may follow it. Without a
  // referrer the request carries the path in its body only, never the address's query.
  fetch('/api/analytics/events', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    referrerPolicy: 'no-referrer',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}

/**
 * Events always go to our own endpoint, where the admins' Insights are made from them (issue 30),
 * and to Google Analytics too when the deployment has a measurement id.
 */
export function configureAnalytics(gaMeasurementId: string | null): void {
  if (sink) return;
  const google = gaMeasurementId ? loadGoogleTag(gaMeasurementId) : null;
  sink = (event) => {
    google?.(event);
    postToServer(event);
  };
  for (const event of pending.splice(0)) sink(event);
}

export function track(name: TEventName, params: TEventParams = {}): void {
  send({ name, path: window.location.pathname, params });
}

/**
 * The paint events (color_add, color_update, buy_click) say which paint, and whose: the name, and
 * the manufacturer when one is known (an empty parameter would count as a manufacturer of its own).
 * A buy click on a curated palette or a copy of one names that master too (issue 30: the masters
 * that earn); a master's id is no secret to whoever holds a copy of it. A buy click says too
 * whether its link was a verified product page or a search (issue 42: `kind`).
 */
export function trackPaint(
  name: Extract<TEventName, 'color_add' | 'color_update' | 'buy_click'>,
  {
    paintName,
    manufacturer,
    masterId,
    kind,
  }: { paintName: string; manufacturer?: string | null; masterId?: string | null; kind?: TBuyLinkKind },
): void {
  track(name, {
    paint: paintName,
    ...(manufacturer ? { manufacturer } : {}),
    ...(masterId ? { palette: masterId } : {}),
    ...(kind ? { kind } : {}),
  });
}

/** At most this long after a page view does it wait for the browser to be idle. */
const PAGE_VIEW_MAX_WAIT_MS = 5_000;

/**
 * Records a view of `pathname`; callers pass the path alone, never the query (see the sinks). It
 * goes once the browser is idle: sent at once, it would compete with the page's own code and data
 * while they load (a mobile browser opens six connections per site).
 */
export function trackPageView(pathname: string): void {
  const record = () => send({ name: 'page_view', path: pathname, params: {} });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(record, { timeout: PAGE_VIEW_MAX_WAIT_MS });
  else setTimeout(record, 0);
}
