import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { rgStatusQuery } from '../api/rg-api';
import { useRgOverlays } from '../overlay-store';
import { useSessionStatus } from '../session-sync';
import { AutoExclusionModal } from './AutoExclusionModal';
import { BreakTimeModal } from './BreakTimeModal';
import { SelfExclusionScreen } from './SelfExclusionScreen';

/** One of responsible gaming's overlays, for the shell's AccountStateModals to place by priority. */
export type RgOverlay = { kind: 'selfExclusion' | 'breakTime'; element: ReactNode } | null;

/**
 * What responsible gaming wants over the current route: the self-exclusion screen after a login, the
 * auto-exclusion modal (not on the terms pages), or the break-time modal of the pause in force (once
 * per pause in this tab). The reality check is the shell's lowest-priority overlay (`RealityCheck`).
 */
export function useResponsibleGamingOverlay(): RgOverlay {
  const { pathname } = useLocation();
  const { user, signedIn, status } = useSessionStatus();
  const overlays = useRgOverlays();
  const onBreak = signedIn && status === 'Break';
  const rg = useQuery({ ...rgStatusQuery, enabled: onBreak });
  if (!signedIn || !user) return null;
  if (status === 'SelfExcluded' && user.autoexclusion) {
    if (!overlays.screenAck.includes(user.id)) {
      return {
        kind: 'selfExclusion',
        element: (
          <SelfExclusionScreen
            months={user.autoexclusion.exclusionMonth}
            resumeDate={user.autoexclusion.resumeExclusionDate}
            onWithdraw={() => overlays.ackScreen(user.id, true)}
          />
        ),
      };
    }
    if (!overlays.modalDismissed.includes(user.id) && !pathname.startsWith('/terms-conditions')) {
      return {
        kind: 'selfExclusion',
        element: <AutoExclusionModal onWithdraw={() => overlays.dismissModal(user.id)} />,
      };
    }
    return null;
  }
  if (onBreak) {
    const endsAt = rg.data?.restriction?.endsAt ?? null;
    const key = `${user.id}:${endsAt ?? 'open'}`;
    if (!rg.data || overlays.breakDismissed.includes(key)) return null;
    return {
      kind: 'breakTime',
      element: <BreakTimeModal endsAt={endsAt} onClose={() => overlays.dismissBreak(key)} />,
    };
  }
  return null;
}
