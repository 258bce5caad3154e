import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import VerifiedIcon from '@mui/icons-material/Verified';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyExport } from '../../components/lazy-export';
import type { BackofficePage, BackofficeResource } from '../types';
import { CONTENT_NAMES as T } from './names';

const adapters = () => import('./adapters');
const sliders = () => import('./sliders');
const promotions = () => import('./promotions');
const popups = () => import('./popups');
const tournaments = () => import('./tournaments');
const messages = () => import('./messages');
const pages = () => import('./pages');
const licences = () => import('./licences');

/**
 * The site's content: content staff and administrators write it, the
 * auditor reads it (the forms show without their save and delete buttons).
 */
export const contentResources: BackofficeResource[] = [
  {
    name: 'content-sliders',
    label: T.sliders,
    one: T.slider_one,
    group: 'content',
    requires: 'bo_content.sliders_list',
    adapter: async () => (await adapters()).slidersAdapter,
    list: lazyExport(sliders, 'SliderList'),
    edit: lazyExport(sliders, 'SliderEdit'),
    create: lazyExport(sliders, 'SliderCreate'),
    icon: ViewCarouselIcon,
  },
  {
    name: 'content-promotions',
    label: T.promotions,
    one: T.promotion_one,
    group: 'content',
    requires: 'bo_content.promotions_list',
    adapter: async () => (await adapters()).promotionsAdapter,
    list: lazyExport(promotions, 'PromotionList'),
    edit: lazyExport(promotions, 'PromotionEdit'),
    create: lazyExport(promotions, 'PromotionCreate'),
    icon: LocalOfferIcon,
  },
  {
    name: 'content-popups',
    label: T.popups,
    one: T.popup_one,
    group: 'content',
    requires: 'bo_content.popups_list',
    adapter: async () => (await adapters()).popupsAdapter,
    list: lazyExport(popups, 'PopupList'),
    edit: lazyExport(popups, 'PopupEdit'),
    create: lazyExport(popups, 'PopupCreate'),
    icon: CampaignIcon,
  },
  {
    name: 'content-tournaments',
    label: T.tournaments,
    one: T.tournament_one,
    group: 'content',
    requires: 'bo_content.tournaments_list',
    adapter: async () => (await adapters()).tournamentsAdapter,
    list: lazyExport(tournaments, 'TournamentList'),
    edit: lazyExport(tournaments, 'TournamentEdit'),
    create: lazyExport(tournaments, 'TournamentCreate'),
    icon: EmojiEventsIcon,
  },
  {
    name: 'content-messages',
    label: T.messages,
    one: T.message_one,
    group: 'content',
    requires: 'bo_content.messages_list',
    adapter: async () => (await adapters()).messagesAdapter,
    list: lazyExport(messages, 'MessageList'),
    edit: lazyExport(messages, 'MessageEdit'),
    create: lazyExport(messages, 'MessageCreate'),
    icon: MailIcon,
  },
  {
    name: 'content-pages',
    label: T.pages,
    one: T.page_one,
    group: 'content',
    requires: 'bo_content.pages_list',
    adapter: async () => (await adapters()).pagesAdapter,
    list: lazyExport(pages, 'PageList'),
    edit: lazyExport(pages, 'PageEdit'),
    create: lazyExport(pages, 'PageCreate'),
    icon: DescriptionIcon,
  },
  {
    name: 'content-licences',
    label: T.licences,
    one: T.licence_one,
    group: 'content',
    requires: 'bo_content.licences_list',
    adapter: async () => (await adapters()).licencesAdapter,
    list: lazyExport(licences, 'LicenceList'),
    edit: lazyExport(licences, 'LicenceEdit'),
    create: lazyExport(licences, 'LicenceCreate'),
    icon: VerifiedIcon,
  },
];

export const contentPages: BackofficePage[] = [];
