import PeopleIcon from '@mui/icons-material/People';
import { lazyExport } from '../../components/lazy-export';
import type { BackofficePage, BackofficeResource } from '../types';
import { PLAYER_NAMES as T } from './names';

const list = () => import('./player-list');
const show = () => import('./player-show');

/** The players: administrators, support and finance act by role, auditors read. */
export const playersResources: BackofficeResource[] = [
  {
    name: 'players',
    label: T.players,
    one: T.player_one,
    group: 'players',
    requires: 'bo_players.search',
    recordRepresentation: 'username',
    fields: {
      id: T.id,
      username: T.username,
      name: T.name,
      email: T.email,
      phone: T.phone,
      status: T.status,
      createdAt: T.createdAt,
      lastLoginAt: T.lastLogin,
      registeredFrom: T.registeredFrom,
      registeredTo: T.registeredTo,
    },
    adapter: async () => (await import('./adapters')).playersAdapter,
    list: lazyExport(list, 'PlayerList'),
    show: lazyExport(show, 'PlayerShow'),
    icon: PeopleIcon,
  },
];

export const playersPages: BackofficePage[] = [];
