import PeopleIcon from '@mui/icons-material/People';
import type { BackofficePage, BackofficeResource } from '../types';
import { playersAdapter } from './adapters';
import { PlayerList } from './player-list';
import { PlayerShow } from './player-show';
import { PLAYER_TEXTS } from './texts';

/** The players (issue #14 section 2): administrators, support and finance act by role, auditors read. */
export const playersResources: BackofficeResource[] = [
  {
    name: 'players',
    label: PLAYER_TEXTS.players,
    group: 'players',
    requires: 'bo_players.search',
    adapter: playersAdapter,
    list: PlayerList,
    show: PlayerShow,
    icon: PeopleIcon,
  },
];

export const playersPages: BackofficePage[] = [];
