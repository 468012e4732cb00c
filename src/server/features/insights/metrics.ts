/**
 * The measures insight_daily holds (db/schema/insights.ts), by how each day's numbers are made.
 * Flows count what happened on the day, from the raw events and the tables' creation times: a
 * past day is made again alike while its raw events are kept. Snapshots count what the tables
 * hold when the rollup runs, so only a run for today or yesterday makes them. Searches are
 * counted by the catalogue search as it answers.
 */
export const FLOW_METRICS = [
  'signups',
  'palettes_created',
  'active_7d',
  'buy_clicks',
  'buy_paint',
  'buy_maker',
  'buy_palette',
  'palette_open',
  'copy_removed',
] as const;

export const SNAPSHOT_METRICS = [
  'paint_used',
  'pigment_used',
  'paint_owned',
  'paint_wished',
  'master_kept',
  'master_copied',
  'master_edited',
] as const;

export const SEARCH_METRICS = ['search_none', 'search_few'] as const;

/** The breakdowns a period sums over its days (the flows by key, and the searches): kept by month too. */
export const PERIOD_BREAKDOWNS = ['buy_paint', 'buy_maker', 'buy_palette', 'palette_open', 'copy_removed', ...SEARCH_METRICS] as const;

export type TFlowMetric = (typeof FLOW_METRICS)[number];
export type TSnapshotMetric = (typeof SNAPSHOT_METRICS)[number];
export type TSearchMetric = (typeof SEARCH_METRICS)[number];
export type TMetric = TFlowMetric | TSnapshotMetric | TSearchMetric;

/** A buy click's paint as one breakdown key: its name and maker, a tab apart ('' for no maker). */
export const PAINT_KEY_SEPARATOR = '\t';
