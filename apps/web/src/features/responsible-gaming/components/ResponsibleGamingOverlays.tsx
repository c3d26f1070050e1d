import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { rgStatusQuery } from '../api/rg-api';
import { useRgOverlays } from '../overlay-store';
import { useSessionStatus } from '../session-sync';
import { AutoExclusionModal } from './AutoExclusionModal';
import { BreakTimeModal } from './BreakTimeModal';
import { RealityCheck } from './RealityCheck';
import { SelfExclusionScreen } from './SelfExclusionScreen';

/**
 * What responsible gaming puts over every route: the self-exclusion screen after a login, the
 * auto-exclusion modal (not on the terms pages), the break-time modal and the reality check.
 */
export function ResponsibleGamingOverlays() {
  const { pathname } = useLocation();
  const { user, signedIn, status } = useSessionStatus();
  const overlays = useRgOverlays();
  const onBreak = signedIn && status === 'Break';
  const rg = useQuery({ ...rgStatusQuery, enabled: onBreak });
  if (!signedIn || !user) return null;
  if (status === 'SelfExcluded' && user.autoexclusion) {
    if (!overlays.screenAck.includes(user.id)) {
      return (
        <SelfExclusionScreen
          months={user.autoexclusion.exclusionMonth}
          resumeDate={user.autoexclusion.resumeExclusionDate}
          onWithdraw={() => overlays.ackScreen(user.id, true)}
        />
      );
    }
    if (!overlays.modalDismissed.includes(user.id) && !pathname.startsWith('/terms-conditions')) {
      return <AutoExclusionModal onWithdraw={() => overlays.dismissModal(user.id)} />;
    }
    return null;
  }
  if (onBreak) {
    const endsAt = rg.data?.restriction?.endsAt ?? null;
    const key = `${user.id}:${endsAt ?? 'open'}`;
    if (!rg.data || overlays.breakDismissed.includes(key)) return null;
    return <BreakTimeModal endsAt={endsAt} onClose={() => overlays.dismissBreak(key)} />;
  }
  if (status !== 'Active') return null;
  return <RealityCheck />;
}
