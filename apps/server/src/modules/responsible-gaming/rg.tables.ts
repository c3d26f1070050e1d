import type { Generated, Kysely } from 'kysely';
import type { Db } from '../../platform/db/database';

export type RgTables = {
  rg_limits: {
    user_id: number;
    kind: string;
    period: string;
    value: number | null;
    pending_value: number | null;
    pending_effective_at: Date | null;
    updated_at: Date;
  };
  rg_restrictions: {
    id: Generated<number>;
    user_id: number;
    kind: 'break' | 'selfExclusion' | 'internalBlock';
    starts_at: Date;
    ends_at: Date | null;
    months: number | null;
    hours: number | null;
    reason: string | null;
    created_by: number | null;
    ended_at: Date | null;
    ended_by: number | null;
  };
  rg_settings: {
    user_id: number;
    reality_check_minutes: Generated<number>;
    marketing_blocked: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  rg_play_sessions: {
    id: Generated<number>;
    user_id: number;
    started_at: Date;
    last_seen_at: Date;
    last_reality_check_at: Date | null;
    ended_at: Date | null;
    end_reason: string | null;
  };
  rg_history: {
    id: Generated<number>;
    user_id: number;
    at: Date;
    action: string;
    actor: 'bettor' | 'support' | 'system';
    actor_id: number | null;
    kind: string | null;
    period: string | null;
    from_value: number | null;
    to_value: number | null;
    effective_at: Date | null;
    detail: Generated<string>;
  };
};

export type RgDb = Kysely<RgTables>;

/** The module's tables on the platform database, or inside a caller's transaction. */
export const rgDb = (executor: Db | Kysely<object>): RgDb => (executor as Db).withTables<RgTables>();
