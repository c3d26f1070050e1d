import { z } from 'zod';
import {
  ZFlagsIndex,
  ZFlagValue,
  ZMaintenanceMessage,
  ZSetFlagRequest,
  ZSetMaintenanceMessageRequest,
} from './flags';
import { FLAG_NAMES } from './flags-constants';
import { defineRoute } from './route';

/** The remote flags host of seed 000 (`{name}.json` with a `value`; index.json answers all) and the announcement. */
export const flagsApi = {
  read: defineRoute({
    method: 'GET',
    path: '/flags/:file',
    summary: 'Read a remote flag ({name}.json), or all of them (index.json)',
    tags: ['flags'],
    auth: 'public',
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9-]+\.json$/, 'nome de flag.json') }),
    answer: z.union([ZFlagValue, ZFlagsIndex]),
    envelope: 'raw',
    errors: ['NOT_FOUND'],
  }),
  set: defineRoute({
    method: 'PUT',
    path: '/api/admin/flags/:name',
    summary: 'Change a flag (role 1)',
    tags: ['admin'],
    auth: 'staff',
    params: z.object({ name: z.enum(FLAG_NAMES as [string, ...string[]]) }),
    body: ZSetFlagRequest,
    answer: z.object({ name: z.string(), value: z.union([z.boolean(), z.number()]) }),
    errors: ['NOT_FOUND'],
  }),
  maintenanceMessage: defineRoute({
    method: 'GET',
    path: '/api/MaintenanceMessage/GetActiveMessage',
    summary: 'The global announcement',
    tags: ['flags'],
    auth: 'public',
    answer: ZMaintenanceMessage,
  }),
  setMaintenanceMessage: defineRoute({
    method: 'PUT',
    path: '/api/admin/MaintenanceMessage',
    summary: 'Set the global announcement (role 1)',
    tags: ['admin'],
    auth: 'staff',
    body: ZSetMaintenanceMessageRequest,
    answer: ZMaintenanceMessage,
  }),
} as const;
