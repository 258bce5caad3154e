import { Suspense } from 'react';
import { useParams } from 'react-router';
import { TournamentDetail } from './tournament-detail';

/** Route ids are positive whole numbers; anything else is a tournament that does not exist. */
function parseTournamentID(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** /tournaments/:id. Its texts are the lazy `content` namespace: a quiet place while they arrive. */
export function TournamentDetailPage() {
  const { tournamentID } = useParams();
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-64" />}>
      <TournamentDetail tournamentID={parseTournamentID(tournamentID)} />
    </Suspense>
  );
}
