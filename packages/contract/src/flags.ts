import { z } from 'zod';
import { FLAG_NAMES, FLAG_TABLE, type TFlagName, type TFlags } from './flags-constants';

export * from './flags-constants';

/**
 * The remote flags of seed 000 (section 3, "Flags"), served as `/flags/{name}.json` → `{ value }`.
 * Names are namespaced so that, e.g., the casino maintenance switch and the casino feature switch
 * stay distinct. `/flags/index.json` answers all of them at once.
 */
const SCHEMA_OF: { on: z.ZodType<boolean>; reais: z.ZodType<number> } = {
  on: z.boolean(),
  reais: z.number().positive(),
};

type FlagDef<T> = { schema: z.ZodType<T>; default: T; label: string };

/** Every flag with its schema, default and label (the table of flags-constants.ts plus zod). */
export const FLAG_DEFINITIONS = Object.fromEntries(
  FLAG_NAMES.map((n) => {
    const { kind, ...rest } = FLAG_TABLE[n];
    return [n, { ...rest, schema: SCHEMA_OF[kind] }];
  }),
) as { [K in TFlagName]: FlagDef<TFlags[K]> };

export const ZFlagValue = z.object({ value: z.union([z.boolean(), z.number()]) });
export const ZFlagsIndex = z.object({ value: z.record(z.string(), z.union([z.boolean(), z.number()])) });
export const ZSetFlagRequest = z.object({ value: z.union([z.boolean(), z.number()]) });

export const ZMaintenanceMessage = z.object({
  isActive: z.boolean(),
  title: z.string(),
  description: z.string(),
});

export const ZSetMaintenanceMessageRequest = z.object({
  isActive: z.boolean(),
  title: z.string().trim().max(120),
  description: z.string().trim().max(1000),
});
