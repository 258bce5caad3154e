import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import VerifiedIcon from '@mui/icons-material/Verified';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { BackofficePage, BackofficeResource } from '../types';
import {
  licencesAdapter,
  messagesAdapter,
  pagesAdapter,
  popupsAdapter,
  promotionsAdapter,
  slidersAdapter,
  tournamentsAdapter,
} from './adapters';
import { LicenceCreate, LicenceEdit, LicenceList } from './licences';
import { MessageCreate, MessageEdit, MessageList } from './messages';
import { PageCreate, PageEdit, PageList } from './pages';
import { PopupCreate, PopupEdit, PopupList } from './popups';
import { PromotionCreate, PromotionEdit, PromotionList } from './promotions';
import { SliderCreate, SliderEdit, SliderList } from './sliders';
import { CONTENT_TEXTS } from './texts';
import { TournamentCreate, TournamentEdit, TournamentList } from './tournaments';

/**
 * The site's content (issue #14 section 2): content staff and administrators write it, the
 * auditor reads it (the forms show without their save and delete buttons).
 */
export const contentResources: BackofficeResource[] = [
  {
    name: 'content-sliders',
    label: CONTENT_TEXTS.sliders,
    group: 'content',
    requires: 'bo_content.sliders_list',
    adapter: slidersAdapter,
    list: SliderList,
    edit: SliderEdit,
    create: SliderCreate,
    icon: ViewCarouselIcon,
  },
  {
    name: 'content-promotions',
    label: CONTENT_TEXTS.promotions,
    group: 'content',
    requires: 'bo_content.promotions_list',
    adapter: promotionsAdapter,
    list: PromotionList,
    edit: PromotionEdit,
    create: PromotionCreate,
    icon: LocalOfferIcon,
  },
  {
    name: 'content-popups',
    label: CONTENT_TEXTS.popups,
    group: 'content',
    requires: 'bo_content.popups_list',
    adapter: popupsAdapter,
    list: PopupList,
    edit: PopupEdit,
    create: PopupCreate,
    icon: CampaignIcon,
  },
  {
    name: 'content-tournaments',
    label: CONTENT_TEXTS.tournaments,
    group: 'content',
    requires: 'bo_content.tournaments_list',
    adapter: tournamentsAdapter,
    list: TournamentList,
    edit: TournamentEdit,
    create: TournamentCreate,
    icon: EmojiEventsIcon,
  },
  {
    name: 'content-messages',
    label: CONTENT_TEXTS.messages,
    group: 'content',
    requires: 'bo_content.messages_list',
    adapter: messagesAdapter,
    list: MessageList,
    edit: MessageEdit,
    create: MessageCreate,
    icon: MailIcon,
  },
  {
    name: 'content-pages',
    label: CONTENT_TEXTS.pages,
    group: 'content',
    requires: 'bo_content.pages_list',
    adapter: pagesAdapter,
    list: PageList,
    edit: PageEdit,
    create: PageCreate,
    icon: DescriptionIcon,
  },
  {
    name: 'content-licences',
    label: CONTENT_TEXTS.licences,
    group: 'content',
    requires: 'bo_content.licences_list',
    adapter: licencesAdapter,
    list: LicenceList,
    edit: LicenceEdit,
    create: LicenceCreate,
    icon: VerifiedIcon,
  },
];

export const contentPages: BackofficePage[] = [];
