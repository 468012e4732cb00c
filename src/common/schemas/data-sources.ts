import { z } from 'zod';

/** A file or folder of the shipped data that holds a source's facts, from the package root. */
const ZDataPath = z
  .string()
  .regex(/^data\/(sources|paints)\/[\w-]+(\.[\w-]+)*(\/[\w-]+(\.[\w-]+)*)*$/, 'a path under data/sources or data/paints');

/**
 * One source of the paint catalogue, as data/sources/sources.json lists it and the Data sources
 * page shows it (issue 42). `url` is its public home, where it has one: makers' charts and
 * painters' knowledge have none of their own.
 */
export const ZDataSource = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  url: z.url({ protocol: /^https$/ }).optional(),
  licence: z.string().min(1),
  licenceUrl: z.url({ protocol: /^https$/ }).optional(),
  supplies: z.string().min(1),
  /** The source's commits the data was taken at, as short ids. */
  commits: z
    .array(z.string().regex(/^[0-9a-f]{7,40}$/))
    .min(1)
    .optional(),
  files: z.array(ZDataPath).min(1),
});
export type TDataSource = z.infer<typeof ZDataSource>;

export const ZDataSources = z
  .array(ZDataSource)
  .min(1)
  .refine((sources) => new Set(sources.map((source) => source.id)).size === sources.length, 'each source has an id of its own');
