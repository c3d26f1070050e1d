-- A real-money player's unfinished round of a game (mines, blackjack: findOpenRound at every start
-- and on the Active call), found without reading the player's round history: only open rounds are in
-- this index, and a round leaves it when it closes. Play-money rounds use casino_rounds_open (session).
create index casino_rounds_open_user on casino_rounds (user_id, game_id)
  where status = 'open' and user_id is not null;
