/**
 * The casino (seed 000 sections 1, 2, 8, 9; seed 002 section 2; DESIGN.md section 6).
 * The seeds do not show the casino's calls; these follow the seeds' style: `/api/Casino/...`,
 * answers `{ data }`, errors `{ error: { code, message, context } }`, money in reais on the wire.
 *
 * Player calls (bearer token where marked 🔒):
 *   GET    /api/Casino/Lobby                          filters, categories, providers and one rail of
 *                                                      CASINO_PAGE_SIZE.lobbyRail games per category
 *   GET    /api/Casino/Categories                     every category with its type and games count
 *   GET    /api/Casino/Providers                      provider list (ids and slugs of seed 000 section 9)
 *   GET    /api/Casino/Games?category=&provider=&pageNumber=&pageSize=   paged tiles (default page 42)
 *   GET    /api/Casino/Games/Search?term=&pageNumber= paged search (page 16)
 *   GET    /api/Casino/Games/{gameId}                 one game with its rules
 *   GET    /api/Casino/Favorites 🔒                    the player's favourite games
 *   PUT    /api/Casino/Favorites/{gameId} 🔒           add (idempotent)
 *   DELETE /api/Casino/Favorites/{gameId} 🔒           remove (idempotent)
 *   GET    /api/Casino/History?pageNumber=&pageSize=&initialDate=&finalDate= 🔒   rounds (page 12)
 *   GET    /api/Casino/History/{roundId} 🔒            recall of one round: outcome and fairness data
 *   POST   /api/Casino/Launch                         { gameId, mode } → launch token and URL
 *                                                      (mode real 🔒 checks the launch rules below;
 *                                                      mode free needs no account)
 *
 * Placar Originals (the game client sends the launch token in the `x-casino-token` header; the calls
 * that move money or play a step, Play, mines Start/Reveal/Cashout, blackjack Start/Action and crash
 * Bet/Cashout, also take an optional `Idempotency-Key` header, common.ts: a retry answers the first
 * answer):
 *   GET    /api/Casino/Originals/Session              balance, mode and seed pair of the launch token
 *   GET    /api/Casino/Originals/Seeds                current seed pair (server seed hash, client seed, nonce)
 *   PUT    /api/Casino/Originals/Seeds/ClientSeed     { clientSeed }
 *   POST   /api/Casino/Originals/Seeds/Rotate         { clientSeed? } → the old seed revealed and the new pair
 *   POST   /api/Casino/Originals/Play                 { gameId, amount, params }: dice, plinko, scratch,
 *                                                      slot, roulette (one step, closed at once)
 *   POST   /api/Casino/Originals/mines/Start          { amount, mines }
 *   POST   /api/Casino/Originals/mines/Reveal         { roundId, tile }
 *   POST   /api/Casino/Originals/mines/Cashout        { roundId }
 *   POST   /api/Casino/Originals/blackjack/Start      { amount }
 *   POST   /api/Casino/Originals/blackjack/Action     { roundId, action }
 *   GET    /api/Casino/Originals/{gameId}/Active      the unfinished mines or blackjack round, if any
 *   GET    /api/Casino/Originals/crash/State          the shared round now (phase, multiplier, bets) and,
 *                                                      with the launch token, the player's bet (myBet)
 *   POST   /api/Casino/Originals/crash/Bet            { amount, autoCashout? } (betting phase only)
 *   POST   /api/Casino/Originals/crash/Cashout        cash out the player's bet of the running round
 *   GET    /api/Casino/Originals/crash/Rounds?pageNumber=&pageSize=   crashed rounds, newest first (page
 *                                                      20, the last CRASH_ROUNDS_KEPT): crash point, seed
 *                                                      hash and revealed seed, chain proof, times
 *   POST   /api/Casino/Originals/Verify               re-computes a round from revealed seeds (no auth)
 *
 * Seamless wallet, for game providers and aggregators (operator side; see ZWalletRequest):
 *   POST   /api/casino/provider/{providerSlug}/{authenticate|balance|debit|credit|refund|endRound}
 *   Each body is signed: header `x-casino-signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "t.body")>`.
 *
 * Stream: GET /stream/casino/crash (server-sent events, event 'casino-crash', payload ZCrashTick);
 *   on the bus: subject `casino.crash.<roundId>`, a TStreamEnvelope with event 'casino-crash'.
 */

export * from './casino-routes';
export * from './constants';
export * from './crash';
export * from './crash-routes';
export * from './history';
export * from './launch';
export * from './lobby';
export * from './originals';
export * from './originals-routes';
export * from './wallet';
export * from './wallet-routes';
