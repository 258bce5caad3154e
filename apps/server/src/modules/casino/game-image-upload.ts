import { createHash } from 'node:crypto';
import { type BackofficeParsedInput, GAME_IMAGE_LIMITS } from '@bnw/contract/backoffice';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import type { CasinoDeps } from './deps.js';
import { type ImageFile, readImageFile } from './image-file.js';

/**
 * A game's uploaded picture ("Catalogue"): staff send a provider's artwork as base64;
 * it is kept only if its own bytes make it a PNG, JPEG or WebP of at most 150 KB with each side
 * 120–1200 px, and then replaces any earlier picture in one upsert. The lobby's address
 * (platform/game-image-address.ts) follows the stored hash; clearing brings the drawn picture back.
 */
type Deps = Pick<CasinoDeps, 'db' | 'clock'>;

const sideFits = (side: number) => side >= GAME_IMAGE_LIMITS.minSide && side <= GAME_IMAGE_LIMITS.maxSide;

/** The decoded, checked picture, or the refusal that names what is wrong with it (nothing stored). */
function checkedImage(base64: string, target: string): { bytes: Buffer; file: ImageFile } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > GAME_IMAGE_LIMITS.maxBytes) throw new StaffRefusal('catalogueImageTooLarge', {}, target);
  const file = readImageFile(bytes);
  if (!file) throw new StaffRefusal('catalogueImageInvalid', {}, target);
  if (!sideFits(file.width) || !sideFits(file.height)) throw new StaffRefusal('catalogueImageSizeInvalid', {}, target);
  return { bytes, file };
}

/**
 * One statement: INSERT ... SELECT from the game (no game, no row: the refusal) ON CONFLICT of the
 * game's id replaces the earlier picture, so parallel uploads leave exactly one row, the last's.
 */
export async function setGameImage(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.game_image_set'>,
): Promise<void> {
  const staff = staffOf(actor);
  const target = `game:${input.gameID}`;
  const { bytes, file } = checkedImage(input.image, target);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const result = await deps.db
    .insertInto('game_images')
    .columns(['game_id', 'mime_type', 'bytes', 'sha256', 'width', 'height', 'uploaded_by', 'uploaded_at'])
    .expression((eb) =>
      eb
        .selectFrom('games')
        .select([
          'games.id',
          eb.val(file.type).as('mime_type'),
          eb.val(bytes).as('bytes'),
          eb.val(sha256).as('sha256'),
          eb.val(file.width).as('width'),
          eb.val(file.height).as('height'),
          eb.val(staff.id).as('uploaded_by'),
          eb.val(deps.clock().toISOString()).as('uploaded_at'),
        ])
        .where('games.id', '=', input.gameID),
    )
    .onConflict((conflict) =>
      conflict.column('game_id').doUpdateSet((eb) => ({
        mime_type: eb.ref('excluded.mime_type'),
        bytes: eb.ref('excluded.bytes'),
        sha256: eb.ref('excluded.sha256'),
        width: eb.ref('excluded.width'),
        height: eb.ref('excluded.height'),
        uploaded_by: eb.ref('excluded.uploaded_by'),
        uploaded_at: eb.ref('excluded.uploaded_at'),
      })),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw new StaffRefusal('catalogueGameNotFound', {}, target);
}

/** Back to the drawn picture. Nothing uploaded is not an error: the game then already shows the drawn one. */
export async function clearGameImage(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.game_image_clear'>,
): Promise<void> {
  staffOf(actor);
  const game = await deps.db.selectFrom('games').select('id').where('id', '=', input.gameID).executeTakeFirst();
  if (!game) throw new StaffRefusal('catalogueGameNotFound', {}, `game:${input.gameID}`);
  await deps.db.deleteFrom('game_images').where('game_id', '=', input.gameID).execute();
}
