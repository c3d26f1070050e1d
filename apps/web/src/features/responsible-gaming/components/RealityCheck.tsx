import { PLAY_SESSION_HEARTBEAT_MS } from '@placar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Modal } from '../../../components';
import { formatBRL } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { rgApi, rgKeys } from '../api/rg-api';
import { minutesLabel } from '../texts';

/**
 * The reality check: a heartbeat every minute while signed in keeps the play session; when the
 * interval is due, a reminder with the time played and the session's result; the bettor continues or
 * ends the session (logout). When the session-time limit is reached, the session ends.
 */
export function RealityCheck() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: rgKeys.session,
    queryFn: rgApi.heartbeat,
    refetchInterval: PLAY_SESSION_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: PLAY_SESSION_HEARTBEAT_MS,
  });
  const answer = useMutation({
    mutationFn: rgApi.answerRealityCheck,
    onSuccess: (session, action) => {
      if (action === 'end' || !session) {
        useSession.getState().clear();
        navigate('/', { replace: true });
        return;
      }
      queryClient.setQueryData(rgKeys.session, session);
    },
  });
  if (!data) return null;
  const result = `${data.netResult > 0 ? '+' : ''}${formatBRL(data.netResult)}`;
  if (data.limitReached) {
    return (
      <Modal
        open
        hideClose
        onClose={() => answer.mutate('end')}
        title="Limite de tempo de sessão atingido"
        size="sm"
        footer={
          <Button loading={answer.isPending} onClick={() => answer.mutate('end')}>
            Encerrar sessão
          </Button>
        }
      >
        <p>
          Você jogou {minutesLabel(data.playedMinutes)} e atingiu o limite de tempo que definiu. Resultado da
          sessão: {result}. Faça uma pausa: apostas e jogos ficam bloqueados por 30 minutos.
        </p>
      </Modal>
    );
  }
  if (!data.realityCheckDue) return null;
  return (
    <Modal
      open
      hideClose
      onClose={() => answer.mutate('continue')}
      title="Lembrete de jogo responsável"
      size="sm"
      footer={
        <>
          <Button variant="secondary" loading={answer.isPending} onClick={() => answer.mutate('end')}>
            Encerrar sessão
          </Button>
          <Button onClick={() => answer.mutate('continue')}>Continuar</Button>
        </>
      }
    >
      <p data-testid="reality-check">
        Você está conectado há {minutesLabel(data.playedMinutes)}. Nesta sessão você apostou{' '}
        {formatBRL(data.staked)} e seu resultado é {result}.
      </p>
      <p>Quer continuar? Você pode ver tudo em Minhas apostas e em Transações.</p>
    </Modal>
  );
}
