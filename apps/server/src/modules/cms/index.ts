import type { ServerModule } from '../../rpc/server-module.js';
import { cmsHandlers } from './handlers.js';

export { findContentImageSource } from './content-image-source.js';
export { firstHomeSliders } from './sliders.js';
export { firstLobbyContent } from './lobby-content.js';
export { contentImageSvg } from './content-images.js';
export { CONTENT_IMAGE_KINDS, type ContentImageKind, contentImageVersion } from './content-art.js';

/**
 * The site's content: information pages, the home and inner pages' sliders, promotions, pop-ups
 * and the tournaments' public list (their state by date). The generated pictures are served by
 * http/content-images.ts.
 */
export const cmsModule: ServerModule<keyof typeof cmsHandlers> = { name: 'cms', handlers: cmsHandlers };
