import CasinoIcon from '@mui/icons-material/Casino';
import CategoryIcon from '@mui/icons-material/Category';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import type { BackofficePage, BackofficeResource } from '../types';
import { categoriesAdapter, gamesAdapter, liveTablesAdapter, providersAdapter } from './adapters';
import { CategoryEdit, CategoryList } from './categories';
import { GameEdit, GameList } from './games';
import { LiveTableEdit, LiveTableList } from './live-tables';
import { ProviderEdit, ProviderList } from './providers';
import { CATALOGUE_TEXTS } from './texts';

/** The catalogue (issue #14 section 2): administrators and content staff manage it, auditors read it. */
export const catalogueResources: BackofficeResource[] = [
  {
    name: 'catalogue-games',
    label: CATALOGUE_TEXTS.games,
    group: 'catalogue',
    requires: 'bo_catalogue.games_list',
    adapter: gamesAdapter,
    list: GameList,
    edit: GameEdit,
    icon: CasinoIcon,
  },
  {
    name: 'catalogue-categories',
    label: CATALOGUE_TEXTS.categories,
    group: 'catalogue',
    requires: 'bo_catalogue.categories_list',
    adapter: categoriesAdapter,
    list: CategoryList,
    edit: CategoryEdit,
    icon: CategoryIcon,
  },
  {
    name: 'catalogue-providers',
    label: CATALOGUE_TEXTS.providers,
    group: 'catalogue',
    requires: 'bo_catalogue.providers_list',
    adapter: providersAdapter,
    list: ProviderList,
    edit: ProviderEdit,
    icon: StorefrontIcon,
  },
  {
    name: 'catalogue-live-tables',
    label: CATALOGUE_TEXTS.liveTables,
    group: 'catalogue',
    requires: 'bo_catalogue.live_tables_list',
    adapter: liveTablesAdapter,
    list: LiveTableList,
    edit: LiveTableEdit,
    icon: TableRestaurantIcon,
  },
];

export const cataloguePages: BackofficePage[] = [];
