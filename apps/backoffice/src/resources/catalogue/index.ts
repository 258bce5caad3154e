import CasinoIcon from '@mui/icons-material/Casino';
import CategoryIcon from '@mui/icons-material/Category';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { lazyExport } from '../../components/lazy-export';
import type { BackofficePage, BackofficeResource } from '../types';
import { CATALOGUE_NAMES as T } from './names';

// The area's code (its pages, its adapters, the contract's limits they use) loads when it opens.
const adapters = () => import('./adapters');
const games = () => import('./games');
const categories = () => import('./categories');
const providers = () => import('./providers');
const liveTables = () => import('./live-tables');

/** The catalogue: administrators and content staff manage it, auditors read it. */
export const catalogueResources: BackofficeResource[] = [
  {
    name: 'catalogue-games',
    label: T.games,
    one: T.game_one,
    group: 'catalogue',
    requires: 'bo_catalogue.games_list',
    recordRepresentation: 'name',
    fields: {
      imageUrl: T.picture,
      sortOrder: T.sortOrder,
      name: T.name,
      categoryNameTr: T.category,
      active: T.status,
      listed: T.listed,
      flags: T.flags,
      id: T.id,
      isNew: T.isNew,
      isPopular: T.isPopular,
      quickAccess: T.quickAccess,
      mobile: T.mobile,
      providerID: T.provider,
      categoryID: T.category,
      lobby: T.lobby,
      flag: T.flag,
    },
    adapter: async () => (await adapters()).gamesAdapter,
    list: lazyExport(games, 'GameList'),
    edit: lazyExport(games, 'GameEdit'),
    icon: CasinoIcon,
  },
  {
    name: 'catalogue-categories',
    label: T.categories,
    one: T.category_one,
    group: 'catalogue',
    requires: 'bo_catalogue.categories_list',
    recordRepresentation: 'nameTr',
    fields: {
      sortOrder: T.sortOrder,
      id: T.id,
      nameTr: T.nameTr,
      nameEn: T.nameEn,
      active: T.status,
      selection: T.selection,
      gameCount: T.gameCount,
    },
    adapter: async () => (await adapters()).categoriesAdapter,
    list: lazyExport(categories, 'CategoryList'),
    edit: lazyExport(categories, 'CategoryEdit'),
    icon: CategoryIcon,
  },
  {
    name: 'catalogue-providers',
    label: T.providers,
    one: T.provider_one,
    group: 'catalogue',
    requires: 'bo_catalogue.providers_list',
    recordRepresentation: 'name',
    fields: {
      sortOrder: T.sortOrder,
      name: T.name,
      code: T.code,
      active: T.status,
      listed: T.listed,
      failedChecks: T.health,
      gameCount: T.gameCount,
    },
    adapter: async () => (await adapters()).providersAdapter,
    list: lazyExport(providers, 'ProviderList'),
    edit: lazyExport(providers, 'ProviderEdit'),
    icon: StorefrontIcon,
  },
  {
    name: 'catalogue-live-tables',
    label: T.liveTables,
    one: T.liveTable_one,
    group: 'catalogue',
    requires: 'bo_catalogue.live_tables_list',
    recordRepresentation: 'name',
    fields: {
      sortOrder: T.sortOrder,
      name: T.name,
      game: T.game,
      providerName: T.provider,
      categoryNameTr: T.category,
      active: T.status,
      listed: T.listed,
      limits: T.limits,
      minBetLira: T.minBet,
      maxBetLira: T.maxBet,
      maxRoundLira: T.maxRound,
    },
    adapter: async () => (await adapters()).liveTablesAdapter,
    list: lazyExport(liveTables, 'LiveTableList'),
    edit: lazyExport(liveTables, 'LiveTableEdit'),
    icon: TableRestaurantIcon,
  },
];

export const cataloguePages: BackofficePage[] = [];
